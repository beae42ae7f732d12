import { formatINR, type Paise } from "@shop/domain";
import { buttonClass } from "../../../components/ui/ButtonLink";
import { ClearCartButton } from "./ClearCartButton";

interface Props {
  itemCount: number;
  grandTotal: Paise;
  placing: boolean;
  onClear: () => void;
  onProceed: () => void;
}

/** docs/product.md §2 Cart: Grand Total, Clear Cart (which asks first) and Proceed to Payment. */
export function CartSummary({ itemCount, grandTotal, placing, onClear, onProceed }: Props) {
  return (
    <aside className="cart-summary card summary-sticky" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title">Order Summary</h2>
      <dl>
        <div>
          <dt>Items</dt>
          <dd>{itemCount}</dd>
        </div>
        {/* Only these two, as on /payment: the whole card left a phone no room for toasts. */}
        <div className="cart-summary-total" data-toast-avoid>
          <dt>Grand Total</dt>
          <dd>{formatINR(grandTotal)}</dd>
        </div>
      </dl>
      <button
        type="button"
        className={`${buttonClass("primary", "lg")} btn-block`}
        disabled={placing}
        aria-busy={placing}
        data-toast-avoid
        onClick={onProceed}
      >
        {placing ? "Creating your order…" : "Proceed to Payment"}
      </button>
      <ClearCartButton disabled={placing} onClear={onClear} />
    </aside>
  );
}
