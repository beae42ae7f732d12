import { PageLoading } from "../../components/ui/PageLoading";
import { useSession } from "../auth";
import { CartEmpty } from "./components/CartEmpty";
import { CartLineItem } from "./components/CartLineItem";
import { CartSummary } from "./components/CartSummary";
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
        <CartEmpty />
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
        <CartSummary
          itemCount={itemCount}
          grandTotal={grandTotal}
          placing={placing}
          onClear={clearItems}
          onProceed={() => void placeCartOrder()}
        />
      </div>
    </section>
  );
}
