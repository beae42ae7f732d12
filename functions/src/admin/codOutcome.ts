import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { ADMIN_MESSAGES, COD_MESSAGES, decideCodOutcome, type Order } from "../domain";
import { issueInvoice, issueNow, sellerParty, taxDocumentsDue } from "../invoices/issueInvoice";
import type { CallableHandler } from "../lib/callable";
import { readDecideWrite } from "../lib/optimistic";
import { codGuardRef, releaseCodGuard } from "../orders/cashOnDelivery";
import { orderRef } from "../orders/orderRepository";
import { releaseUnits, takeUnits } from "../orders/stockHolds";
import { paymentInFlight } from "../payments/paymentRepository";
import { settleOrderFromRazorpay } from "../payments/settleOrder";
import {
  askRazorpayFirst,
  decideOn,
  fulfilmentAt,
  operatorOf,
  recordStep,
  refused,
} from "./orderDocument";

type Data = FirebaseFirestore.DocumentData;
const answer = (data: Data) => (data.status === "paid" ? "paid" : "returned");

// Never both paid online and collected (or returned): Razorpay is asked first, and the commit
// holds only on the order as read, so a capture claimed meanwhile makes it decide again.
export const adminCodOutcomeHandler: CallableHandler<"adminCodOutcome"> = async (input, caller) => {
  const operator = await operatorOf(caller);
  const { uid, orderId, outcome } = input;
  const ref = orderRef(uid, orderId);
  const decide = (order: Order) => decideCodOutcome(order, input);
  const [first, early] = decideOn(await ref.get(), decide);
  if (early.kind === "repeat") return { status: answer(first) };
  if (typeof first.razorpayOrderId === "string") {
    await refuseIfPaidOnline({ uid, orderId, razorpayOrderId: first.razorpayOrderId });
  }
  const guard = codGuardRef(uid);
  const decided = await readDecideWrite([ref, guard], ([snapshot, held], batch) => {
    const [data, decision] = decideOn(snapshot, decide);
    if (decision.kind === "repeat" || !snapshot) return { kind: decision.kind, data };
    if (paymentInFlight(snapshot)) refused(ADMIN_MESSAGES.paymentInFlight);
    const fields =
      outcome === "collected"
        ? {
            status: "paid",
            paymentMethod: "cod",
            paymentStatus: "collected",
            paidAt: FieldValue.serverTimestamp(),
            fulfilment: fulfilmentAt(data, "delivered"),
            ...taxDocumentsDue(),
            ...takeUnits(batch, data, { uid, orderId, via: "adminCodOutcome" }),
          }
        : { closed: { reason: "returned", at: Timestamp.now() }, ...releaseUnits(batch, data) };
    const kind = outcome === "collected" ? "delivered" : "returned";
    recordStep(batch, snapshot, input, operator, fields, kind);
    releaseCodGuard(batch, held, orderId);
    return { kind: decision.kind, data: { ...data, ...fields } };
  });
  const logged = { by: operator.uid, uid, orderId, outcome, decided: decided.kind };
  logger.info("adminCodOutcome", logged);
  // The invoice, fee on its own line, as markOrderPaid issues one; a failure is the reconciler's.
  if (decided.kind === "move" && outcome === "collected") {
    await issueNow("invoice", { uid, orderId }, () =>
      issueInvoice(uid, orderId, sellerParty(), new Date()),
    );
  }
  return { status: answer(decided.data) };
};

/** A payment Razorpay captured (or is capturing) for the order: no cash is collected for it. */
async function refuseIfPaidOnline(target: {
  uid: string;
  orderId: string;
  razorpayOrderId: string;
}) {
  const outcome = await askRazorpayFirst("recording a COD outcome", target, (timeoutMs) =>
    settleOrderFromRazorpay(target, "adminCodOutcome", timeoutMs),
  );
  if (outcome === "marked-paid" || outcome === "already-paid") refused(COD_MESSAGES.paidOnline);
  if (outcome === "confirming") refused(ADMIN_MESSAGES.paymentInFlight);
}
