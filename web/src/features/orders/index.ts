/**
 * What other features may use of orders (docs/architecture.md, Layers): the
 * state /payment hands My Orders, and the one order /payment watches live.
 */
export type { PaidOrderState } from "./paidOrderState";
export { DatabaseUnavailableError, watchOrder } from "./api/orders";
export { addressFromData } from "./api/orderData";
