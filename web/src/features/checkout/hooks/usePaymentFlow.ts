import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { closureOf, type Order } from "@shop/domain";
import { paths } from "../../../config/paths";
import { toast } from "../../../components/ui/toast";
import { preloadPage } from "../../../lib/pagePreload";
import { clearCartIfOrdered } from "../../cart";
import type { PaidOrderState } from "../../orders";
import { PaymentRefusedError, confirmPayment } from "../api/payment";
import type { CheckoutResponse } from "../api/razorpayCheckout";
import { CHECKOUT_MESSAGES } from "../checkoutMessages";

/** What /payment shows for a ready order ("closed": it may no longer be paid, closureOf). */
export type PaymentView = "checkout" | "confirming" | "paid" | "closed";

/** begin: Pay pressed; abandon: no money taken; succeeded: false if the server refused it. */
export type PaymentSteps = Omit<ReturnType<typeof usePaymentFlow>, "view" | "closure">;

type Phase = "idle" | "paying" | "confirming";

/** The stored order turning paid decides, so a payment the webhook marks paid ends the same. */
export function usePaymentFlow(order: Order | undefined) {
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>("idle");
  // The stored order said "being confirmed" (paymentConfirming) at the last render.
  const [storedConfirming, setStoredConfirming] = useState(false);
  const finished = useRef(false);
  // Expiry is judged as of the page's opening; the server judges it again on Pay.
  const [openedAt] = useState(() => Date.now());

  const paid = order?.status === "paid";
  const confirmingNow = !paid && order?.paymentConfirming !== undefined;
  if (order && !paid && confirmingNow !== storedConfirming) {
    setStoredConfirming(confirmingNow);
    // The server let an authorised payment go uncaptured: the order can be paid again.
    if (!confirmingNow && phase === "confirming") setPhase("idle");
  }
  const involved = phase !== "idle" || storedConfirming;

  const finish = useCallback(
    (items: Order["items"], paidOrderId: string, paidOrder?: Order) => {
      if (finished.current) return;
      finished.current = true;
      clearCartIfOrdered(items);
      toast.success(CHECKOUT_MESSAGES.succeeded, "payment");
      // My Orders highlights the order just paid, shown at once from the stored paid order.
      const state: PaidOrderState = { paidOrderId, ...(paidOrder ? { paidOrder } : {}) };
      void navigate(paths.myOrders, { state });
    },
    [navigate],
  );

  useEffect(() => {
    if (order && paid && involved) finish(order.items, order.orderId, order);
  }, [order, paid, involved, finish]);

  const orderId = order?.orderId;
  const items = order?.items;
  const succeeded = useCallback(
    async (response: CheckoutResponse) => {
      if (!orderId || !items) return true;
      try {
        const result = await confirmPayment(orderId, response);
        if (finished.current) return true;
        if (result.status === "paid") finish(items, orderId);
        else setPhase("confirming");
      } catch (error) {
        if (finished.current) return true;
        // Past the account's rate limit the server checked nothing: a failure, not a refusal.
        if (error instanceof PaymentRefusedError && error.code !== "resource-exhausted") {
          // The server's word: Razorpay has no valid payment for this order.
          toast.error(error.message, "payment");
          return false;
        }
        // Razorpay has the money; its webhook or the reconciler marks it paid, which this awaits.
        console.error("confirmPayment failed", error);
        toast.error(CHECKOUT_MESSAGES.updateFailed, "payment");
        setPhase("confirming");
      }
      return true;
    },
    [orderId, items, finish],
  );

  // A payment this tab started carries on (money taken still pays a closed order).
  const closure = order && !involved ? closureOf(order, openedAt) : undefined;
  const view: PaymentView = paid
    ? "paid"
    : phase === "confirming" || storedConfirming
      ? "confirming"
      : closure
        ? "closed"
        : "checkout";

  return useMemo(
    () => ({
      view,
      closure,
      begin: () => {
        // My Orders loads while the shopper is in the widget, so it shows at once after.
        preloadPage(paths.myOrders);
        setPhase("paying");
      },
      abandon: () => setPhase("idle"),
      succeeded,
    }),
    [view, closure, succeeded],
  );
}
