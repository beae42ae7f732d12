import { create } from "zustand";
import type { VariantKey } from "@shop/domain";

/** A cart line keeps ids and a quantity; prices always come from the catalog. */
export interface CartLine {
  productId: string;
  variantKey: VariantKey;
  quantity: number;
}

interface CartState {
  lines: CartLine[];
}

export const useCartStore = create<CartState>()(() => ({ lines: [] }));

/** Total quantity across lines, for the header badge. */
export function useCartCount(): number {
  return useCartStore((s) => s.lines.reduce((sum, line) => sum + line.quantity, 0));
}
