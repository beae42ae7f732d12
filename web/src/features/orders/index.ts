/**
 * What other features may use of orders (docs/architecture.md, Layers): the
 * state /payment hands My Orders, the live order /payment and the order page show, and
 * the reader of a stored order the console shares.
 */
export type { PaidOrderState } from "./paidOrderState";
export { DatabaseUnavailableError, watchOrder } from "./api/orders";
export { useOrder } from "./hooks/useOrder";
export { addressFromData } from "./api/orderData";
export { orderWithFulfilmentFromData } from "./api/fulfilmentData";
