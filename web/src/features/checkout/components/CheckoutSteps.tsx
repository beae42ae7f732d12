import { formatINR, itemCount, shortOrderId, type Order } from "@shop/domain";
import { OrderItemList } from "../../../components/order/OrderItemList";
import { buttonClass } from "../../../components/ui/ButtonLink";
import { useDeliveryAddress } from "../hooks/useDeliveryAddress";
import { usePayment, type PaymentSteps } from "../hooks/usePayment";
import { AddressStep, CheckoutStep } from "./AddressStep";

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

interface SummaryProps {
  order: Order;
  paying: boolean;
  /** docs/product.md §5: no items, or no name to deliver to. */
  canPay: boolean;
  /** Why paying has to wait, shown under the button. */
  hint?: string | undefined;
  onPay: () => void;
}

/** docs/product.md §2 checkout step 2: what is being paid for, the Grand Total and the pay button. */
function OrderSummary({ order, paying, canPay, hint, onPay }: SummaryProps) {
  const count = itemCount(order.items);
  const total = formatINR(order.amount);
  return (
    <CheckoutStep
      number={2}
      title="Order Summary"
      titleId="summary-step-title"
      className="summary-sticky"
      aside={
        <span className="checkout-step-count">
          {count} {count === 1 ? "item" : "items"}
        </span>
      }
    >
      <OrderItemList items={order.items} label="Items in this order" />
      <dl className="checkout-total" data-toast-avoid>
        <dt>Grand Total</dt>
        <dd>{total}</dd>
      </dl>
      <button
        type="button"
        className={`${buttonClass("primary", "lg")} btn-block`}
        disabled={paying || !canPay}
        aria-busy={paying}
        data-toast-avoid
        onClick={onPay}
      >
        {paying ? "Processing payment…" : `Proceed to Payment ${total}`}
      </button>
      {hint && <p className="checkout-hint">{hint}</p>}
      <p className="checkout-secure">Payments are processed securely by Razorpay.</p>
    </CheckoutStep>
  );
}
