import type { WebhookEventRecord } from "@shop/razorpay-emulator";
import { adminRefundOrder } from "../../index";
import { callWebhook, type PaymentKit } from "../../payments/__tests__/paymentKit";
import { asha, ashasOrder, callAsAdmin, newKey } from "./adminKit";

/** adminRefundOrder as the operator, for Asha's order. */
export const refund = (orderId: string, amount: number, requestKey = newKey(), reason?: string) =>
  callAsAdmin(adminRefundOrder, {
    uid: asha.uid,
    orderId,
    requestKey,
    amount,
    ...(reason ? { reason } : {}),
  });

/** The refund events Razorpay has sent (or would have: delivery is off) for one refund. */
export async function refundEvents(kit: PaymentKit, refundId: string) {
  await kit.emulator.settled();
  return kit.emulator.webhooks.events.filter((e) => e.refundId === refundId);
}

export const deliver = (e: Pick<WebhookEventRecord, "body" | "signature" | "id">) =>
  callWebhook(e.body, { "x-razorpay-signature": e.signature, "x-razorpay-event-id": e.id });

export async function storedRefunds(orderId: string) {
  const order = await ashasOrder(orderId);
  return {
    refunds: (order?.refunds ?? {}) as Record<string, Record<string, unknown>>,
    holds: (order?.refundHolds ?? {}) as Record<string, unknown>,
    history: ((order?.history ?? []) as Array<Record<string, unknown>>).map((e) => e.kind),
    /** The processed refunds' total the console's takings subtract. */
    refundedAmount: order?.refundedAmount,
  };
}

/** What Razorpay holds as refunded on the payment. */
export const razorpayRefunded = (kit: PaymentKit, paymentId: string) =>
  kit.emulator.store.payments.get(paymentId)?.amount_refunded;
