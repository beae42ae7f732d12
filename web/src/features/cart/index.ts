/** The cart's public surface for other features (docs/architecture.md, Layers). */
export { clearCartIfOrdered } from "./cartStore";
export { useCartActions } from "./cartMessages";
export { usePlaceOrder } from "./hooks/usePlaceOrder";
