// What other features may use of orders (docs/architecture.md, Layers).
export type { PaidOrderState } from "./MyOrdersPage";
export {
  DatabaseUnavailableError,
  firstAnswerLimit,
  live,
  serverFirst,
  watchOrder,
  type Stop,
  type Watch,
} from "./api/orders";
export { useOrder, type OrderWatch } from "./hooks/useOrder";
export { addressFromData, dateOf, textOf } from "./api/orderData";
export { orderWithFulfilmentFromData } from "./api/fulfilmentData";
export { TaxDocuments } from "./components/TaxDocuments";
export { saveFile } from "./api/taxDocuments";
