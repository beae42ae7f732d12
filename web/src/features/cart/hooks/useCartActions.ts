import { useCartStore, type CartOutcome } from "../cartStore";
import { toastCartOutcome } from "../cartToasts";

export interface CartActions {
  addItem: (productId: string, variantKey: string, quantity?: number) => CartOutcome;
  updateQuantity: (productId: string, variantKey: string, quantity: number) => CartOutcome;
  removeItem: (productId: string, variantKey: string) => CartOutcome;
  clearItems: () => CartOutcome;
}

/** Each shopper-facing action once, so the functions never change identity. */
const actions: CartActions = {
  addItem: (productId, variantKey, quantity) =>
    told(useCartStore.getState().addItem(productId, variantKey, quantity)),
  updateQuantity: (productId, variantKey, quantity) =>
    told(useCartStore.getState().updateQuantity(productId, variantKey, quantity)),
  removeItem: (productId, variantKey) =>
    told(useCartStore.getState().removeItem(productId, variantKey)),
  clearItems: () => told(useCartStore.getState().clearItems()),
};

function told(outcome: CartOutcome): CartOutcome {
  toastCartOutcome(outcome);
  return outcome;
}

/** The cart's actions as a button runs them: each one tells the shopper what it did. */
export function useCartActions(): CartActions {
  return actions;
}
