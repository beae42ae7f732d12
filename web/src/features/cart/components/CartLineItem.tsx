import { MAX_QUANTITY_PER_LINE, formatINR } from "@shop/domain";
import type { CartViewLine } from "../cartView";
import "./cartLine.css";

interface Props {
  line: CartViewLine;
  /** True while an order is being created: the cart holds still. */
  disabled: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

/** One cart line: docs/product.md §2 Cart (image, name and variant, unit price × quantity, − +, remove, total). */
export function CartLineItem({ line, disabled, onQuantity, onRemove }: Props) {
  const atMax = line.quantity >= MAX_QUANTITY_PER_LINE;
  return (
    <li className="cart-line card">
      <img className="cart-line-image" src={line.image} alt="" width={88} height={88} />
      <div className="cart-line-info">
        <h2 className="cart-line-name">{line.productName}</h2>
        <p className="cart-line-variant">{line.variantName}</p>
        <p className="cart-line-unit">
          {formatINR(line.unitPrice)} × {line.quantity}
        </p>
      </div>
      <div className="quantity-stepper" role="group" aria-label={`Quantity of ${line.label}`}>
        <button
          type="button"
          aria-label={`Decrease quantity of ${line.label}`}
          disabled={disabled}
          onClick={() => onQuantity(line.quantity - 1)}
        >
          −
        </button>
        <span className="cart-line-count" aria-live="polite">
          {line.quantity}
        </span>
        <button
          type="button"
          aria-label={`Increase quantity of ${line.label}`}
          title={atMax ? `At most ${MAX_QUANTITY_PER_LINE} of one item` : undefined}
          disabled={disabled || atMax}
          onClick={() => onQuantity(line.quantity + 1)}
        >
          +
        </button>
      </div>
      <p className="cart-line-total">
        <span className="visually-hidden">Line total </span>
        {formatINR(line.lineTotal)}
      </p>
      <button
        type="button"
        className="icon-button cart-line-remove"
        aria-label={`Remove ${line.label} from cart`}
        title="Remove"
        disabled={disabled}
        onClick={onRemove}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            d="M4 7h16M9 7V4h6v3m-8 0 1 13h8l1-13"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
    </li>
  );
}
