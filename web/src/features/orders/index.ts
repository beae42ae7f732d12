/** What other features may use of orders: the state /payment hands My Orders (docs/architecture.md, Layers). */
export type { PaidOrderState } from "./paidOrderState";
