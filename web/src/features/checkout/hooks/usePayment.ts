import { useCallback, useRef, useState } from "react";
import type { AddressInfo, Order } from "@shop/domain";
import { toast } from "../../../components/ui/toast";
import { callableErrorCode } from "../../../lib/callables";
import { isCompleteAddress } from "../address";
import { PaymentRefusedError, startPayment } from "../api/payment";
import { openCheckout } from "../api/razorpayCheckout";
import { CHECKOUT_MESSAGES, paymentFailed } from "../messages";
import type { PaymentSteps } from "./usePaymentFlow";

/**
 * Proceed to Payment (docs/product.md §4): the server saves the address and opens a
 * Razorpay order for the stored amount; the widget takes the money; what
 * follows (confirming it, My Orders) is the page's usePaymentFlow. One
 * attempt at a time: the lock is a ref, so a double click never starts two,
 * and once the widget has said success the button stays locked.
 */
export function usePayment(
  order: Order,
  address: AddressInfo,
  openAddressForm: () => void,
  steps: PaymentSteps,
) {
  const [paying, setPaying] = useState(false);
  const busy = useRef(false);
  const { orderId, items } = order;
  const { begin, abandon, succeeded } = steps;

  const release = useCallback(() => {
    busy.current = false;
    setPaying(false);
    abandon();
  }, [abandon]);

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
      await openCheckout(session, {
        onPaid: (response) =>
          void succeeded(response).then((kept) => {
            if (!kept) release();
          }),
        onDismiss: () => {
          toast.info(CHECKOUT_MESSAGES.cancelled, "payment");
          release();
        },
        onFailed: (description) => toast.error(paymentFailed(description), "payment"),
      });
    } catch (error) {
      if (error instanceof PaymentRefusedError) {
        toast.error(error.message, "payment");
        // An address the server refused (a phone or pincode) is fixed in the form.
        if (callableErrorCode(error.cause) === "invalid-argument") openAddressForm();
      } else {
        console.error("Could not start the payment", error);
        toast.error(CHECKOUT_MESSAGES.startFailed, "payment");
      }
      release();
    }
  }, [items.length, address, orderId, openAddressForm, begin, succeeded, release]);

  return { paying, pay };
}
