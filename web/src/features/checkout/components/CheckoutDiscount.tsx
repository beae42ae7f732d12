import { useState } from "react";
import { DISCOUNT_TEXT, normalizeCode, type Order } from "@shop/domain";
import { DiscountField, minusINR } from "../../../components/order/DiscountField";
import { usePlaceOrder } from "../../cart";

/**
 * The order's discount line, above its total, and applying or removing a code at checkout (docs/discounts.md): the order is placed again with
 * its lines, source and the new code, and the page moves to the new order (a Buy Now has no
 * cart to apply it in). The server supersedes the old order as usual.
 */
export function CheckoutDiscount({ order, disabled }: { order: Order; disabled: boolean }) {
  const { placing, placeAgain } = usePlaceOrder();
  const [message, setMessage] = useState("");
  const again = (code: string | undefined) => {
    setMessage("");
    const lines = order.items.map(({ productId, variantKey, quantity }) => ({
      productId,
      variantKey,
      quantity,
    }));
    void placeAgain(lines, order.source, code, setMessage);
  };
  return (
    <>
      {/* A COD order placed in this tab is on its way to its page: its terms are settled. */}
      {order.status === "pending" && (
        <DiscountField
          code={order.discount?.code ?? ""}
          off={order.discount?.amount}
          message={message}
          busy={placing || disabled}
          onApply={(typed) => again(normalizeCode(typed))}
          onRemove={() => again(undefined)}
        />
      )}
      {order.discount && (
        <dl className="checkout-discount">
          <dt>{DISCOUNT_TEXT.line(order.discount.code)}</dt>
          <dd>{minusINR(order.discount.amount)}</dd>
        </dl>
      )}
    </>
  );
}
