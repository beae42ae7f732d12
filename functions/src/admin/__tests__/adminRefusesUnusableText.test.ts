/**
 * The console's text fields under the text rule (domain/schemas.ts): a lone
 * surrogate, which Firestore cannot store, or a control character, separator
 * or bidi override, which would reach the shopper's e-mail, is refused as
 * invalid input and nothing is written: no stage moved, no refund asked.
 */
import type { CallableFunction } from "firebase-functions/v2/https";
import { describe, it } from "vitest";
import { ADMIN_MESSAGES } from "../../domain";
import {
  adminAdvanceOrder,
  adminCancelOrder,
  adminRefundOrder,
  adminSetMessageStatus,
} from "../../index";
import { usePaymentKit } from "../../payments/__tests__/paymentKit";
import { pathsBesideCallCounters } from "../../testing/harness";
import { UNUSABLE_CHARACTERS, expectRefusedWithoutWrites } from "../../testing/hostile";
import { asha, ashasOrder, callAsAdmin, newKey, paidOrder } from "./adminKit";
import { razorpayRefunded } from "./refundKit";

const kit = usePaymentKit({ deliverWebhooks: false });
const SHIPMENT = { carrier: "Delhivery", trackingNumber: "DL1234567890" };

// Dozens of refused calls, each between two whole-database reads: slow on a loaded machine.
describe("the console's callables and unusable characters", { timeout: 120_000 }, () => {
  it("Mark shipped refuses them in the carrier and the tracking number", async () => {
    const { orderId } = await paidOrder(kit);
    const order = { uid: asha.uid, orderId };
    await callAsAdmin(adminAdvanceOrder, { ...order, requestKey: newKey(), to: "packed" });
    const snapshot = async () => ({
      paths: await pathsBesideCallCounters(),
      order: await ashasOrder(orderId),
    });
    const labels = { carrier: "the carrier", trackingNumber: "the tracking number" } as const;
    for (const [field, label] of Object.entries(labels)) {
      for (const unusable of UNUSABLE_CHARACTERS) {
        const shipment = { ...SHIPMENT, [field]: `DL12${unusable}34` };
        const data = { ...order, requestKey: newKey(), to: "shipped", ...shipment };
        await expectRefusedWithoutWrites(
          () => callAsAdmin(adminAdvanceOrder, data),
          {
            codes: ["invalid-argument"],
            messages: [`Please remove unsupported characters from ${label}.`],
          },
          snapshot,
        );
      }
    }
  });

  it("refund and cancel refuse them in the reason and the uid, asking Razorpay nothing", async () => {
    const { orderId, paymentId } = await paidOrder(kit);
    const snapshot = async () => ({
      paths: await pathsBesideCallCounters(),
      order: await ashasOrder(orderId),
    });
    for (const unusable of UNUSABLE_CHARACTERS) {
      const reason = { uid: asha.uid, orderId, reason: `Damaged${unusable} lid` };
      const uid = { uid: `asha${unusable}`, orderId };
      const cases: Array<[CallableFunction<unknown, unknown>, object, string]> = [
        [
          adminRefundOrder,
          { ...reason, amount: 100 },
          "Please remove unsupported characters from the reason.",
        ],
        [adminCancelOrder, reason, "Please remove unsupported characters from the reason."],
        [adminRefundOrder, { ...uid, amount: 100 }, ADMIN_MESSAGES.orderNotFound],
        [adminCancelOrder, uid, ADMIN_MESSAGES.orderNotFound],
        [adminAdvanceOrder, { ...uid, to: "packed" }, ADMIN_MESSAGES.orderNotFound],
      ];
      for (const [fn, data, message] of cases) {
        await expectRefusedWithoutWrites(
          () => callAsAdmin(fn, { ...data, requestKey: newKey() }),
          { codes: ["invalid-argument"], messages: [message] },
          snapshot,
        );
      }
      await expectRefusedWithoutWrites(
        () => callAsAdmin(adminSetMessageStatus, { messageId: `m${unusable}`, status: "read" }),
        { codes: ["invalid-argument"], messages: [ADMIN_MESSAGES.messageNotFound] },
        pathsBesideCallCounters,
      );
    }
    if (razorpayRefunded(kit, paymentId) !== 0) throw new Error("Razorpay was asked to refund");
  });
});
