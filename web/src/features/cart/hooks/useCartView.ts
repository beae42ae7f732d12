import { useMemo } from "react";
import { useCartStore } from "../cartStore";
import { viewCart, type CartView } from "../cartView";

/** The signed-in shopper's cart as the page shows it, priced from the catalog. */
export function useCartView(): CartView {
  const lines = useCartStore((s) => s.lines);
  return useMemo(() => viewCart(lines), [lines]);
}
