import { fetchOrderPayments } from "./razorpayClient";
import { markOrderPaid, type MarkPaidResult } from "./markOrderPaid";
import type { PaidVia } from "./paymentLog";
import type { PendingPayment } from "./paymentRepository";

/**
 * Asks Razorpay whether a pending order's Razorpay order has a captured
 * payment and, if so, marks the order paid through the shared path (amount
 * and currency checked against the stored ones). For the closed tab and the
 * lost webhook.
 */
export async function settleFromRazorpay(
  target: PendingPayment,
  via: PaidVia,
): Promise<MarkPaidResult | "not-captured"> {
  const payments = await fetchOrderPayments(target.razorpayOrderId);
  const captured = payments.find(
    (p) => p.status === "captured" && p.order_id === target.razorpayOrderId,
  );
  if (!captured) return "not-captured";
  return markOrderPaid({
    uid: target.uid,
    orderId: target.orderId,
    paymentId: captured.id,
    evidence: {
      razorpayOrderId: target.razorpayOrderId,
      amount: captured.amount,
      currency: captured.currency,
    },
    via,
  });
}
