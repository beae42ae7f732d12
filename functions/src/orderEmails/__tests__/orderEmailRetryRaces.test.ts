import { Timestamp } from "firebase-admin/firestore";
import { afterEach, describe, expect, it, vi } from "vitest";
import { usePaymentKit } from "../../payments/__tests__/paymentKit";
import { claimOrderEmail } from "../emailClaims";
import { sendOrderEmailOnce } from "../orderEmails";
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
afterEach(() => {
  vi.useRealTimers();
});

/** Asha's order, its confirmation refused once by EmailJS, which answers 200 from now on. */
async function failedOnce() {
  emailjs.start();
  const order = await paidOrder(kit);
  emailjs.answer.current = 200;
  return { ...order, due: await nextAttemptOf(order.orderId) };
}

describe("retrying an order e-mail under concurrency", () => {
  it("sends it once when two scheduled runs retry it at the same moment", async () => {
    const { orderId, due } = await failedOnce();

    const runs = await Promise.all([
      retryDueOrderEmails({ now: due }),
      retryDueOrderEmails({ now: due }),
    ]);

    expect(emailjs.sent).toBe(2);
    expect(runs.map((run) => run.sent).sort()).toEqual([0, 1]);
    expect(await confirmationOf(orderId)).toEqual({ outcome: "sent", at: expect.any(Timestamp) });
    expect(await retryQueue()).toEqual({});
  });

  it("sends it once when the retry and a path asking again meet once it is due", async () => {
    const { orderId, confirmAgain, due } = await failedOnce();
    // Only Date moves: the clock every asker reads says the retry is due.
    vi.useFakeTimers({ toFake: ["Date"], now: due });

    // The shopper's page confirming again, and markOrderPaid's own ask as a webhook makes it.
    const ask = () => sendOrderEmailOnce(asha.uid, orderId, "confirmation");
    await Promise.all([retryDueOrderEmails(), ask(), confirmAgain(), ask()]);

    expect(emailjs.sent).toBe(2);
    expect(await confirmationOf(orderId)).toEqual({ outcome: "sent", at: expect.any(Timestamp) });
    expect(await retryQueue()).toEqual({});
  });

  it("takes over an attempt that never came back once its lease ran out, not before", async () => {
    const { orderId, due } = await failedOnce();
    // The second attempt claims the e-mail and its instance dies before sending.
    const crashed = await claimOrderEmail(asha.uid, orderId, "confirmation", "crashed", due);
    expect(crashed).toMatchObject({ kind: "claimed", attempt: 2 });
    const { leaseUntil } = await confirmationOf(orderId);
    if (!(leaseUntil instanceof Timestamp)) throw new Error("the claim has no lease");

    const early = await retryDueOrderEmails({ now: new Date(leaseUntil.toMillis() - MINUTE) });
    expect(early.due).toBe(0);
    expect(await confirmationOf(orderId)).toMatchObject({ outcome: "sending", attempts: 2 });

    const late = await retryDueOrderEmails({ now: leaseUntil.toDate() });
    expect(late).toMatchObject({ due: 1, sent: 1 });
    expect(emailjs.sent).toBe(2);
    expect(await confirmationOf(orderId)).toEqual({ outcome: "sent", at: expect.any(Timestamp) });
    expect(await retryQueue()).toEqual({});
  });
});
