import { useState } from "react";
import type { VariantKey } from "@shop/domain";
import { settledSession } from "../auth";
import { useCartActions, usePlaceOrder } from "../cart";

export type ProductAction = (productId: string, variantKey: VariantKey) => void;
/** Add to Cart with the card's stepper: `quantity` of the variant (1 when left out). */
export type AddToCartAction = (...args: [...Parameters<ProductAction>, quantity?: number]) => void;

/** A product card's buttons (docs/product.md §2 Products, §5, §6); no card is memoised, so neither are they. */
export function useProductActions() {
  const { addItem } = useCartActions();
  const { buyNow: placeOne, placing } = usePlaceOrder();
  const [tapped, setTapped] = useState<string | null>(null);
  const addToCart: AddToCartAction = (productId, variantKey, quantity) => {
    // Decide once Auth knows who this is (the cart follows the session).
    void settledSession().then(() => addItem(productId, variantKey, quantity));
  };
  const buyNow: ProductAction = (productId, variantKey) => {
    setTapped(productId);
    void placeOne(productId, variantKey);
  };
  // The product whose Buy Now is creating the order (its button says so), else null.
  return { addToCart, buyNow, busy: placing, ordering: placing ? tapped : null };
}
