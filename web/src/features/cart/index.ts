/**
 * What other features may use of the cart: the clear after a paid order, the
 * actions as a button runs them (each tells the shopper what it did) and the
 * hook behind Buy Now (docs/architecture.md, Layers).
 */
export { clearCartIfOrdered } from "./cartStore";
export { useCartActions } from "./hooks/useCartActions";
export { usePlaceOrder } from "./hooks/usePlaceOrder";
