import { formatINR, itemCount, type Order } from "@shop/domain";
import { OrderItemList } from "../../../components/order/OrderItemList";
import { buttonClass } from "../../../components/ui/ButtonLink";
import { CheckoutStep } from "./CheckoutStep";

interface Props {
  order: Order;
  paying: boolean;
  /** docs/product.md §5: no items, or no name to deliver to. */
  canPay: boolean;
  /** Why paying has to wait, shown under the button. */
  hint?: string | undefined;
  onPay: () => void;
}

/** docs/product.md §2 checkout step 2: what is being paid for, the Grand Total and the pay button. */
export function OrderSummary({ order, paying, canPay, hint, onPay }: Props) {
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
