import { Timestamp } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { describe, expect, it, vi } from "vitest";
import { firestorePaths } from "../../domain";
import { usePaymentKit } from "../../payments/__tests__/paymentKit";
import { retryDueOrderEmails } from "../retryOrderEmails";
import {
  MINUTE,
  asha,
  confirmationOf,
  nextAttemptOf,
  paidOrder,
  retryQueue,
  useEmailJs,
} from "./retryKit";

const kit = usePaymentKit({ deliverWebhooks: false });
const emailjs = useEmailJs();
const HOUR = 60 * MINUTE;
const REFUSED = "EmailJS answered 429: Too Many Requests";
const queueId = (orderId: string) =>
  firestorePaths.orderEmailRetry(asha.uid, orderId, "confirmation").split("/")[1] ?? "";

describe("a failed order e-mail", () => {
  it("is queued for a second attempt 5 minutes later, and sent by the retry when due", async () => {
    emailjs.start();
    const before = Date.now();
    const { orderId } = await paidOrder(kit);
    const due = await nextAttemptOf(orderId);
    expect(due.getTime() - before).toBeGreaterThanOrEqual(5 * MINUTE);
    expect(due.getTime() - Date.now()).toBeLessThanOrEqual(5 * MINUTE);
    expect(await confirmationOf(orderId)).toEqual({
      outcome: "failed",
      error: REFUSED,
      attempts: 1,
      nextAttemptAt: Timestamp.fromDate(due),
      at: expect.any(Timestamp),
    });
    expect(await retryQueue()).toEqual({
      [queueId(orderId)]: {
        uid: asha.uid,
        orderId,
        key: "confirmation",
        dueAt: Timestamp.fromDate(due),
      },
    });

    emailjs.answer.current = 200;
    const summary = await retryDueOrderEmails({ now: due });

    expect(summary).toEqual({
      due: 1,
      sent: 1,
      willRetry: 0,
      gaveUp: 0,
      waiting: 0,
      done: 0,
      errors: 0,
      unfinished: false,
    });
    expect(emailjs.sent).toBe(2);
    expect(await confirmationOf(orderId)).toEqual({ outcome: "sent", at: expect.any(Timestamp) });
    expect(await retryQueue()).toEqual({});
  });

  it("is not tried again before it is due, by the retry or by a path that asks again", async () => {
    emailjs.start();
    const { orderId, confirmAgain } = await paidOrder(kit);
    const due = await nextAttemptOf(orderId);
    const failed = await confirmationOf(orderId);
    emailjs.answer.current = 200;

    const summary = await retryDueOrderEmails({ now: new Date(due.getTime() - 1) });
    await confirmAgain();

    expect(summary.due).toBe(0);
    expect(emailjs.sent).toBe(1);
    expect(await confirmationOf(orderId)).toEqual(failed);
  });

  it("is tried five times in all, waits growing, then left failed and logged as an error", async () => {
    const errors = vi.spyOn(logger, "error");
    emailjs.start();
    const { orderId } = await paidOrder(kit);
    const dues: Date[] = [];
    for (let attempt = 2; attempt <= 5; attempt += 1) {
      const due = await nextAttemptOf(orderId);
      dues.push(due);
      expect(await retryDueOrderEmails({ now: due })).toMatchObject({
        due: 1,
        willRetry: attempt < 5 ? 1 : 0,
        gaveUp: attempt === 5 ? 1 : 0,
      });
      expect(emailjs.sent).toBe(attempt);
    }

    const waits = dues.slice(1).map((due, k) => due.getTime() - (dues[k]?.getTime() ?? 0));
    expect(waits).toEqual([30 * MINUTE, 2 * HOUR, 12 * HOUR]);
    expect(await confirmationOf(orderId)).toEqual({
      outcome: "failed",
      error: REFUSED,
      attempts: 5,
      at: expect.any(Timestamp),
    });
    expect(await retryQueue()).toEqual({});
    expect(errors).toHaveBeenCalledWith(
      "order e-mail not sent after its last attempt; no more attempts",
      { uid: asha.uid, orderId, key: "confirmation", attempts: 5, error: REFUSED },
    );

    emailjs.answer.current = 200;
    const dayLater = new Date((dues.at(-1) ?? new Date()).getTime() + 24 * HOUR);
    expect((await retryDueOrderEmails({ now: dayLater })).due).toBe(0);
    expect(emailjs.sent).toBe(5);
  });

  it("counts EmailJS set up only in part as a failure, and sends once it is set up", async () => {
    emailjs.start();
    delete process.env.EMAILJS_ORDER_CONFIRMATION_TEMPLATE_ID;
    const { orderId } = await paidOrder(kit);
    expect(await confirmationOf(orderId)).toMatchObject({
      outcome: "failed",
      error: "EmailJS is only partly configured: EMAILJS_ORDER_CONFIRMATION_TEMPLATE_ID",
      attempts: 1,
    });
    expect(emailjs.sent).toBe(0);

    process.env.EMAILJS_ORDER_CONFIRMATION_TEMPLATE_ID = "template_order_confirmed";
    emailjs.answer.current = 200;
    await retryDueOrderEmails({ now: await nextAttemptOf(orderId) });
    expect(emailjs.sent).toBe(1);
    expect(await confirmationOf(orderId)).toMatchObject({ outcome: "sent" });
  });
});
