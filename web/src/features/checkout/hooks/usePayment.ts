import { useCallback, useEffect, useRef, useState } from "react";
import type { AddressInfo, Order } from "@shop/domain";
import { toast } from "../../../components/ui/toast";
import { isCompleteAddress } from "../address";
import { PaymentRefusedError, startPayment } from "../api/payment";
import { openCheckout, type RazorpayWidget } from "../api/razorpayCheckout";
import { CHECKOUT_MESSAGES, paymentFailed } from "../checkoutMessages";
import type { PaymentSteps } from "./usePaymentFlow";

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

  const leave = useRef(() => {});
  useEffect(() => {
    leave.current = () => {
      const open = widget.current;
      // Cleared first: a dismissal this causes is not the shopper's cancel.
      widget.current = null;
      if (!open) return;
      open.close();
      release();
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
          void succeeded(response).then((kept) => {
            if (!kept) release();
          });
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
