import { useCallback } from "react";
import { useCartStore } from "../cart/cartStore";
import { usePlaceOrder } from "../cart/hooks/usePlaceOrder";

/**
 * What a product card's buttons do (spec §2 Products): Add to Cart puts one
 * of the selected variant in the shopper's cart, Buy Now orders one straight
 * away. `busy` is true while an order is being created; keep Buy Now
 * disabled then.
 */
export function useProductActions() {
  const addItem = useCartStore((s) => s.addItem);
  const { buyNow, placing } = usePlaceOrder();
  const addToCart = useCallback(
    (productId: string, variantKey: string) => {
      addItem(productId, variantKey);
    },
    [addItem],
  );
  return { addToCart, buyNow, busy: placing };
}
