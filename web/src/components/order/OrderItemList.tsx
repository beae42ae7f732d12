import { formatINR, isVariantKey, variantLabel, type OrderItem } from "@shop/domain";
import "./order.css";

export const variantOf = (item: OrderItem) =>
  isVariantKey(item.variantKey) ? variantLabel(item.variantKey) : item.variantName;

/** An order's lines as checkout, My Orders and the console show them (docs/product.md §2): image, name, variant, quantity, line total. */
export function OrderItemList({ items, label }: { items: readonly OrderItem[]; label: string }) {
  return (
    <ul className="stack-3" aria-label={label}>
      {items.map((item) => (
        <li key={`${item.productId}/${item.variantKey}`} className="order-item">
          <img className="order-item-image" src={item.image} alt="" width={64} height={64} />
          <div className="order-item-info">
            <p className="order-item-name">{item.productName}</p>
            <p className="order-item-meta muted">
              <span>{variantOf(item)}</span>
              <span>Qty {item.quantity}</span>
            </p>
          </div>
          <p className="order-item-total">
            <span className="visually-hidden">Line total </span>
            {formatINR(item.lineTotal)}
          </p>
        </li>
      ))}
    </ul>
  );
}
