import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { closureOf, type AddressInfo, type Order } from "@shop/domain";
import { paths } from "../../../config/paths";
import { toast } from "../../../components/ui/toast";
import { preloadPage } from "../../../lib/pagePreload";
import { clearCartIfOrdered } from "../../cart";
import type { PaidOrderState } from "../../orders";
import { isCompleteAddress } from "../addressCheck";
import {
  PaymentRefusedError,
  confirmPayment,
  openCheckout,
  startPayment,
  type CheckoutResponse,
  type RazorpayWidget,
} from "../api/payment";
import { CHECKOUT_MESSAGES, paymentFailed } from "../checkoutMessages";

/** begin: Pay pressed; abandon: no money taken; succeeded: false if the server refused it. */
export type PaymentSteps = Omit<ReturnType<typeof usePaymentFlow>, "view" | "closure">;

/** The stored order turning paid decides, so a payment the webhook marks paid ends the same. */
export function usePaymentFlow(order: Order | undefined) {
  const navigate = useNavigate();
  const [phase, setPhase] = useState<"idle" | "paying" | "confirming">("idle");
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

  // A payment this tab started carries on (money taken still pays a closed order); "closed": it
  // may no longer be paid (closureOf).
  const closure = order && !involved ? closureOf(order, openedAt) : undefined;
  const confirming = phase === "confirming" || storedConfirming;
  const view = paid ? "paid" : confirming ? "confirming" : closure ? "closed" : "checkout";
  const begin = useCallback(() => {
    // My Orders loads while the shopper is in the widget, so it shows at once after.
    preloadPage(paths.myOrders);
    setPhase("paying");
  }, []);
  const abandon = useCallback(() => setPhase("idle"), []);
  return { view, closure, begin, abandon, succeeded };
}

/** Proceed to Payment (docs/product.md §4): never two at once; leaving closes the widget. */
export function usePayment(
  order: Order,
  address: AddressInfo,
  openAddressForm: () => void,
  steps: PaymentSteps,
) {
  const [paying, setPaying] = useState(false);
  const busy = useRef(false);
  /** The widget open now; null once it closed, or while none is. */
  const widget = useRef<RazorpayWidget | null>(null);
  const left = useRef(false);
  const { orderId, items } = order;
  const { begin, abandon, succeeded } = steps;

  const release = useCallback(() => {
    busy.current = false;
    setPaying(false);
    abandon();
  }, [abandon]);

  // Leaving closes the widget, cleared first: the dismissal this causes is not the shopper's cancel.
  const leave = useRef(() => {});
  useEffect(() => {
    leave.current = () => {
      const open = widget.current;
      widget.current = null;
      open?.close();
      if (open) release();
    };
  }, [release]);
  useEffect(() => {
    left.current = false;
    const onPageHide = () => leave.current();
    addEventListener("pagehide", onPageHide);
    return () => {
      left.current = true;
      removeEventListener("pagehide", onPageHide);
      leave.current();
    };
  }, []);

  const pay = useCallback(async () => {
    if (busy.current) return;
    if (items.length === 0) return void toast.error(CHECKOUT_MESSAGES.noItems, "payment");
    if (!isCompleteAddress(address)) {
      toast.error(CHECKOUT_MESSAGES.addressIncomplete, "address");
      return openAddressForm();
    }
    busy.current = true;
    setPaying(true);
    begin();
    toast.info(CHECKOUT_MESSAGES.starting, "payment");
    try {
      const session = await startPayment(orderId, address);
      if (left.current) return; // the shopper left while the server answered
      widget.current = await openCheckout(session, {
        onPaid: (response) => {
          widget.current = null;
          void succeeded(response).then((kept) => kept || release());
        },
        onDismiss: () => {
          if (!widget.current) return; // closed by leaving the page
          widget.current = null;
          toast.info(CHECKOUT_MESSAGES.cancelled, "payment");
          release();
        },
        onFailed: (description) => toast.error(paymentFailed(description), "payment"),
      });
      if (left.current) leave.current(); // left while checkout.js loaded
    } catch (error) {
      if (error instanceof PaymentRefusedError) {
        toast.error(error.message, "payment");
        // An address the server refused (a phone or pincode) is fixed in the form.
        if (error.code === "invalid-argument") openAddressForm();
      } else {
        console.error("Could not start the payment", error);
        toast.error(CHECKOUT_MESSAGES.startFailed, "payment");
      }
      release();
    }
  }, [items.length, address, orderId, openAddressForm, begin, succeeded, release]);

  return { paying, pay };
}
