import { shortOrderId, type Order } from "@shop/domain";
import { useDeliveryAddress } from "../hooks/useDeliveryAddress";
import { usePayment } from "../hooks/usePayment";
import type { PaymentSteps } from "../hooks/usePaymentFlow";
import { AddressStep } from "./AddressStep";
import { OrderSummary } from "./OrderSummary";

interface Props {
  order: Order;
  uid: string;
  /** Where the pay button reports this tab's payment (the page's usePaymentFlow). */
  steps: PaymentSteps;
}

/** A pending order's checkout: step 1 the address, step 2 the summary and payment. */
export function CheckoutSteps({ order, uid, steps }: Props) {
  const delivery = useDeliveryAddress(uid, order.orderId, order.addressInfo);
  const { paying, pay } = usePayment(order, delivery.address, delivery.edit, steps);
  // While the form is open, what it holds is not saved yet: pay once it is.
  const canPay = order.items.length > 0 && delivery.address.name.trim() !== "" && !delivery.editing;
  return (
    <section className="page checkout-page" aria-labelledby="checkout-title">
      <h1 id="checkout-title">Checkout</h1>
      <p className="checkout-order-ref">
        Order <span className="checkout-order-id">#{shortOrderId(order.orderId)}</span>
      </p>
      <div className="summary-layout checkout-layout">
        <AddressStep
          address={delivery.address}
          editing={delivery.editing}
          saving={delivery.saving}
          locked={paying}
          onEdit={delivery.edit}
          onCancel={delivery.cancel}
          onSave={(address, keep) => void delivery.save(address, keep)}
        />
        <OrderSummary
          order={order}
          paying={paying}
          canPay={canPay}
          hint={delivery.editing ? "Save your delivery address to continue." : undefined}
          onPay={() => void pay()}
        />
      </div>
    </section>
  );
}
