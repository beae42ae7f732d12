import { formatINR } from "@shop/domain";
import { paths } from "../../config/paths";
import { ButtonLink, buttonClass } from "../../components/ui/ButtonLink";
import { Icon } from "../../components/ui/icons";
import { PageLoading } from "../../components/ui/PageLoading";
import { useSession } from "../auth";
import { CartLineItem } from "./components/CartLineItem";
import { ClearCartButton } from "./components/ClearCartButton";
import { useCartActions } from "./cartMessages";
import { useCartView } from "./cartView";
import { usePlaceOrder } from "./hooks/usePlaceOrder";
import "./cart.css";

/** docs/product.md §2 Cart. Signed-out visitors are sent away by the route guard (App). */
export default function CartPage() {
  const status = useSession((s) => s.status);
  const { lines, itemCount, grandTotal } = useCartView();
  const { updateQuantity, removeItem, clearItems } = useCartActions();
  const { placing, placeCartOrder } = usePlaceOrder();

  if (status === "loading") return <PageLoading />;
  if (lines.length === 0) {
    return (
      <section className="page cart-page">
        <div className="cart-empty card">
          <span className="cart-empty-icon">
            <Icon name="cart" size={44} />
          </span>
          <h1>Your Cart is Empty</h1>
          <p>Add some products to get started!</p>
          <ButtonLink to={paths.products} size="lg">
            Start Shopping
          </ButtonLink>
        </div>
      </section>
    );
  }
  return (
    <section className="page cart-page" aria-labelledby="cart-title">
      <h1 id="cart-title">
        Shopping Cart{" "}
        <span className="cart-title-count">
          ({itemCount} {itemCount === 1 ? "item" : "items"})
        </span>
      </h1>
      <div className="summary-layout">
        <ul className="cart-lines" aria-label="Items in your cart">
          {lines.map((line) => (
            <CartLineItem
              key={`${line.productId}/${line.variantKey}`}
              line={line}
              disabled={placing}
              onQuantity={(quantity) => updateQuantity(line.productId, line.variantKey, quantity)}
              onRemove={() => removeItem(line.productId, line.variantKey)}
            />
          ))}
        </ul>
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
            onClick={() => void placeCartOrder()}
          >
            {placing ? "Creating your order…" : "Proceed to Payment"}
          </button>
          <ClearCartButton disabled={placing} onClear={clearItems} />
        </aside>
      </div>
    </section>
  );
}
