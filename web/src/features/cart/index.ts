/**
 * What other features may use of the cart: its store, the clear after a paid
 * order, and the hook behind Buy Now (docs/architecture.md, Layers).
 */
export { clearCartIfOrdered, useCartStore } from "./cartStore";
export { usePlaceOrder } from "./hooks/usePlaceOrder";
