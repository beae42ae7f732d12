// What other features may use of orders (docs/architecture.md, Layers).
export type { PaidOrderState } from "./paidOrderState";
export { DatabaseUnavailableError, watchOrder } from "./api/orders";
export { useOrder } from "./hooks/useOrder";
export { addressFromData } from "./api/orderData";
export { orderWithFulfilmentFromData } from "./api/fulfilmentData";
