import { useCallback, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { AddressInfo, Order } from "@shop/domain";
import { paths } from "../../../app/routes";
import { toast } from "../../../components/ui/toast";
import { callableErrorCode } from "../../../lib/callableError";
import { clearCartIfOrdered } from "../../cart/cartStore";
import { isCompleteAddress } from "../address";
import { PaymentRefusedError, confirmPayment, startPayment } from "../api/payment";
import { openCheckout, type CheckoutResponse } from "../api/razorpayCheckout";
import { CHECKOUT_MESSAGES, paymentFailed } from "../messages";

/**
 * Proceed to Payment (spec §4): the server saves the address and opens a
 * Razorpay order for the stored amount; the widget takes the money; the
 * server verifies Razorpay's signature and marks the order paid. One attempt
 * at a time: the lock is a ref, so a double click never starts two.
 */
export function usePayment(order: Order, address: AddressInfo, openAddressForm: () => void) {
  const navigate = useNavigate();
  const [paying, setPaying] = useState(false);
  const busy = useRef(false);
  const { orderId, items } = order;

  const release = useCallback(() => {
    busy.current = false;
    setPaying(false);
  }, []);

  const finish = useCallback(
    async (response: CheckoutResponse) => {
      try {
        await confirmPayment(orderId, response);
        clearCartIfOrdered(items);
        toast.success(CHECKOUT_MESSAGES.succeeded);
        void navigate(paths.myOrders);
      } catch (error) {
        // Razorpay has the money; its webhook (or the reconciler) still marks the order paid.
        console.error("confirmPayment failed", error);
        toast.error(CHECKOUT_MESSAGES.updateFailed);
      } finally {
        release();
      }
    },
    [orderId, items, navigate, release],
  );

  const pay = useCallback(async () => {
    if (busy.current) return;
    if (items.length === 0) return void toast.error(CHECKOUT_MESSAGES.noItems);
    if (!isCompleteAddress(address)) {
      toast.error(CHECKOUT_MESSAGES.addressIncomplete);
      return openAddressForm();
    }
    busy.current = true;
    setPaying(true);
    toast.info(CHECKOUT_MESSAGES.starting);
    try {
      const session = await startPayment(orderId, address);
      await openCheckout(session, {
        onPaid: (response) => void finish(response),
        onDismiss: () => {
          toast.info(CHECKOUT_MESSAGES.cancelled);
          release();
        },
        onFailed: (description) => toast.error(paymentFailed(description)),
      });
    } catch (error) {
      if (error instanceof PaymentRefusedError) {
        toast.error(error.message);
        // An address the server refused (a phone or pincode) is fixed in the form.
        if (callableErrorCode(error.cause) === "invalid-argument") openAddressForm();
      } else {
        console.error("Could not start the payment", error);
        toast.error(CHECKOUT_MESSAGES.startFailed);
      }
      release();
    }
  }, [items.length, address, orderId, openAddressForm, finish, release]);

  return { paying, pay };
}
