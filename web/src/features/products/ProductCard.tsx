import { useEffect, useRef, useState } from "react";
import {
  DEFAULT_VARIANT,
  MAX_QUANTITY_PER_LINE,
  STOCK_TEXT,
  VARIANT_KEYS,
  formatINR,
  isVariantKey,
  type CatalogEntry,
  type Product,
  type VariantKey,
} from "@shop/domain";
import { buttonClass } from "../../components/ui/ButtonLink";
import { Icon } from "../../components/ui/icons";
import { liveFigures } from "./useLiveCatalog";
import type { AddToCartAction, ProductAction } from "./useProductActions";
import type { NotifyState } from "./useNotifyMe";

interface ProductCardProps {
  product: Product;
  /** catalog/{id} once read after paint (docs/stock.md); until then the prerendered figures. */
  live?: CatalogEntry | undefined;
  onAddToCart: AddToCartAction;
  onBuyNow: ProductAction;
  /** `busy`: an order is being created (Buy Now waits); `ordering`: by this card's Buy Now. */
  busy?: boolean;
  ordering?: boolean;
  /** "Notify me", in Buy Now's place while the variant is sold out (docs/stock.md#notify-me). */
  onNotify?: ProductAction;
  notifyState?: (variantKey: VariantKey) => NotifyState;
}

export function ProductCard(props: ProductCardProps) {
  const { product, live, onAddToCart, onBuyNow, busy, ordering, onNotify, notifyState } = props;
  const [variantKey, setVariantKey] = useState<VariantKey>(DEFAULT_VARIANT);
  const [quantity, setQuantity] = useState(1);
  const variant = product.variants[variantKey];
  const { price, soldOut, stockText } = liveFigures(variant, live);
  const titleId = `product-${product.id}`;
  const notice = notifyState?.(variantKey) ?? "idle";
  const variants = useRef<HTMLFieldSetElement>(null);

  // docs/product.md §2 Products: uncontrolled radios, so a choice made before hydration stays.
  useEffect(() => {
    const picked = variants.current?.querySelector<HTMLInputElement>("input:checked")?.value;
    if (isVariantKey(picked) && picked !== DEFAULT_VARIANT) setVariantKey(picked);
  }, []);

  return (
    <article className="product-card" aria-labelledby={titleId}>
      <div className="product-media">
        <img src={product.image} alt={`${product.name} controller`} width={480} height={360} />
      </div>
      <div className="product-body">
        <h2 id={titleId}>{product.name}</h2>
        <p className="product-description">{product.description}</p>
        <fieldset className="variant-selector" ref={variants}>
          <legend>Variant</legend>
          <div className="variant-options stack-2">
            {VARIANT_KEYS.map((key) => (
              <label key={key} className="variant-option">
                <input
                  type="radio"
                  name={`variant-${product.id}`}
                  value={key}
                  defaultChecked={DEFAULT_VARIANT === key}
                  onChange={() => setVariantKey(key)}
                />
                <span>{product.variants[key].label}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <p className="product-price" aria-live="polite">
          <span className="visually-hidden">Price </span>
          <span className="product-price-value">{formatINR(price)}</span>
          <span className="muted">per unit</span>
          {/* In the price's line, so the figures arriving after paint move nothing. */}
          <span className={soldOut ? "product-stock is-out" : "product-stock"}>{stockText}</span>
        </p>

        <h3 className="product-subhead">Features</h3>
        <ul className="feature-list stack-2">
          {variant.features.map((feature) => (
            <li key={feature}>
              <Icon name="check" size={18} />
              {feature}
            </li>
          ))}
        </ul>

        <h3 className="product-subhead">Specifications</h3>
        <dl className="spec-list">
          {[...product.specifications, ...variant.specifications].map((spec) => (
            <div key={spec.name} className="spec-row">
              <dt>{spec.name}</dt>
              <dd>{spec.value}</dd>
            </div>
          ))}
        </dl>

        <div className="product-actions">
          <QuantityStepper productName={product.name} value={quantity} onChange={setQuantity} />
          <button
            type="button"
            className={buttonClass("outline")}
            aria-describedby={titleId}
            disabled={soldOut}
            onClick={() => onAddToCart(product.id, variantKey, quantity)}
          >
            <Icon name="cart" size={20} />
            Add to Cart
          </button>
          {/* Notify me takes Buy Now's place and size: swapping them when the figures arrive moves nothing. */}
          {soldOut ? (
            <button
              type="button"
              className={`${buttonClass("primary")} product-notify`}
              aria-describedby={titleId}
              disabled={notice !== "idle"}
              aria-busy={notice === "asking"}
              onClick={() => onNotify?.(product.id, variantKey)}
            >
              {notice === "saved" ? STOCK_TEXT.notifying : STOCK_TEXT.notifyMe}
            </button>
          ) : (
            <button
              type="button"
              className={buttonClass("primary")}
              aria-describedby={titleId}
              disabled={busy}
              aria-busy={ordering}
              onClick={() => onBuyNow(product.id, variantKey)}
            >
              {ordering ? "Creating your order…" : "Buy Now"}
            </button>
          )}
        </div>
      </div>
    </article>
  );
}

type StepperProps = { productName: string; value: number; onChange: (quantity: number) => void };

const clamp = (n: number) => Math.min(MAX_QUANTITY_PER_LINE, Math.max(1, n));

/** Typing is free while focused; on blur it becomes the nearest allowed whole number. */
function QuantityStepper({ productName, value, onChange }: StepperProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const step = (by: number) => {
    setDraft(null);
    onChange(clamp(value + by));
  };
  return (
    <div className="quantity-stepper" role="group" aria-label={`Quantity of ${productName}`}>
      <button
        type="button"
        aria-label={`Decrease quantity of ${productName}`}
        disabled={value <= 1}
        onClick={() => step(-1)}
      >
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_QUANTITY_PER_LINE}
        step={1}
        aria-label="Quantity"
        value={draft ?? String(value)}
        onChange={(event) => {
          setDraft(event.target.value);
          const typed = Math.round(Number(event.target.value));
          if (event.target.value !== "" && Number.isFinite(typed)) onChange(clamp(typed));
        }}
        onBlur={() => setDraft(null)}
      />
      <button
        type="button"
        aria-label={`Increase quantity of ${productName}`}
        disabled={value >= MAX_QUANTITY_PER_LINE}
        onClick={() => step(1)}
      >
        +
      </button>
    </div>
  );
}
