import { useMemo } from "react";
import {
  DISCOUNT_TEXT,
  MAX_QUANTITY_PER_LINE,
  STOCK_TEXT,
  formatINR,
  variantLabel,
} from "@shop/domain";
import { paths } from "../../config/paths";
import { ButtonLink, buttonClass } from "../../components/ui/ButtonLink";
import { Icon } from "../../components/ui/icons";
import { PageLoading } from "../../components/ui/PageLoading";
import { liveFigures, useLiveCatalog, type LiveFigures } from "../products";
import { useSession } from "../auth";
import { ClearCartButton } from "./components/ClearCartButton";
import { useCartActions } from "./cartMessages";
import { catalogEntry, lineLabel, type CartLine, type CatalogEntry } from "./cartStorage";
import { countItems, useCartStore } from "./cartStore";
import { usePlaceOrder } from "./hooks/usePlaceOrder";
import { useCartDiscount } from "./hooks/useCartDiscount";
import { DiscountField, minusINR } from "../../components/order/DiscountField";
import "./cart.css";
import "./components/cartLine.css";

type ViewLine = CartLine & CatalogEntry & LiveFigures & { label: string };

/** Every display field comes from today's catalog, its price and stock from the live figures
 * (docs/stock.md) once read; lines no longer sold are left out, never shown at a stale price. */
function useCartView() {
  const stored = useCartStore((s) => s.lines);
  const live = useLiveCatalog([...new Set(stored.map((line) => line.productId))]);
  return useMemo(() => {
    const lines = stored.flatMap((line): ViewLine[] => {
      const entry = catalogEntry(line.productId, line.variantKey);
      if (!entry) return [];
      const figures = liveFigures(entry.variant, live[line.productId]);
      return [{ ...line, ...entry, ...figures, label: lineLabel(entry) }];
    });
    const grandTotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
    return { lines, itemCount: countItems(lines), grandTotal };
  }, [stored, live]);
}

/** docs/product.md §2 Cart. Signed-out visitors are sent away by the route guard (App). */
export default function CartPage() {
  const status = useSession((s) => s.status);
  const { lines, itemCount, grandTotal } = useCartView();
  const { clearItems } = useCartActions();
  const { placing, placeCartOrder } = usePlaceOrder();
  const discount = useCartDiscount(lines);
  const { quote } = discount;

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
            <CartLineItem key={`${line.productId}/${line.variantKey}`} line={line} busy={placing} />
          ))}
        </ul>
        <aside className="cart-summary card summary-sticky" aria-labelledby="cart-summary-title">
          {/* Folded, the code's line sits beside the title: no taller than before (room for toasts). */}
          <div className="cart-summary-head">
            <h2 id="cart-summary-title">Order Summary</h2>
            <DiscountField
              code={discount.code}
              off={quote?.discount}
              message={discount.message}
              busy={discount.busy || placing}
              onApply={(code) => void discount.apply(code)}
              onRemove={discount.remove}
            />
          </div>
          <dl>
            <div>
              <dt>Items</dt>
              <dd>{itemCount}</dd>
            </div>
            {quote && (
              <div>
                <dt>{DISCOUNT_TEXT.line(quote.code)}</dt>
                <dd>{minusINR(quote.discount)}</dd>
              </div>
            )}
            {/* Only these, as on /payment: the whole card left a phone no room for toasts. */}
            <div className="cart-summary-total" data-toast-avoid>
              <dt>Grand Total</dt>
              <dd>{formatINR(quote ? quote.total : grandTotal)}</dd>
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

/** Image, name and variant, unit price × quantity, − +, remove, total (docs/product.md §2 Cart).
 * `busy`: an order is being created, and the cart holds still. */
function CartLineItem({ line, busy: disabled }: { line: ViewLine; busy: boolean }) {
  const { productId, variantKey, product, variant, quantity, label, price, soldOut } = line;
  const { updateQuantity, removeItem } = useCartActions();
  const onQuantity = (next: number) => updateQuantity(productId, variantKey, next);
  const atMax = quantity >= MAX_QUANTITY_PER_LINE;
  return (
    <li className="cart-line card">
      <img className="cart-line-image" src={product.image} alt="" width={88} height={88} />
      <div className="cart-line-info">
        <h2 className="cart-line-name">{product.name}</h2>
        <p className="cart-line-variant">{variantLabel(variant.key)}</p>
        <p className="cart-line-unit">
          {formatINR(price)} × {quantity}
        </p>
        {soldOut && <p className="cart-line-stock">{STOCK_TEXT.outOfStock}</p>}
      </div>
      <div className="quantity-stepper" role="group" aria-label={`Quantity of ${label}`}>
        <button
          type="button"
          aria-label={`Decrease quantity of ${label}`}
          disabled={disabled}
          onClick={() => onQuantity(quantity - 1)}
        >
          −
        </button>
        <span className="cart-line-count" aria-live="polite">
          {quantity}
        </span>
        <button
          type="button"
          aria-label={`Increase quantity of ${label}`}
          title={atMax ? `At most ${MAX_QUANTITY_PER_LINE} of one item` : undefined}
          disabled={disabled || atMax}
          onClick={() => onQuantity(quantity + 1)}
        >
          +
        </button>
      </div>
      <p className="cart-line-total">
        <span className="visually-hidden">Line total </span>
        {formatINR(price * quantity)}
      </p>
      <button
        type="button"
        className="icon-button cart-line-remove"
        aria-label={`Remove ${label} from cart`}
        title="Remove"
        disabled={disabled}
        onClick={() => removeItem(productId, variantKey)}
      >
        <Icon name="trash" size={20} />
      </button>
    </li>
  );
}
