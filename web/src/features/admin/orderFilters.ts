import {
  isOrderId,
  mobileDigits,
  shortIdFromSearch,
  stageOf,
  type FulfilmentStage,
  type OrderStatus,
} from "@shop/domain";

/** What the console's order list is narrowed to; an id or phone search runs alone (docs/admin-console.md).
 * payment "cod": every cash on delivery order, whatever its status (paymentMethod "cod"). */
export interface OrderFilters {
  payment: OrderStatus | "all";
  stage: FulfilmentStage | "all";
  orderId: string;
  phone: string;
  email: string;
}

export const NO_FILTERS: OrderFilters = {
  payment: "all",
  stage: "all",
  orderId: "",
  phone: "",
  email: "",
};

export function searchProblem(filters: Pick<OrderFilters, "orderId" | "phone">) {
  const orderId = filters.orderId.trim();
  if (orderId && !shortIdFromSearch(orderId) && !isOrderId(orderId.toUpperCase())) {
    return "Enter the order ID as the shopper sees it (e.g. 2446-AC8Q) or in full (ORD-…).";
  }
  const phone = filters.phone.trim();
  if (phone && !mobileDigits(phone)) return "Enter a 10-digit mobile number, with or without +91.";
  return undefined;
}

export const PAGE_SIZE = 20;

export type Equality = readonly [field: string, value: string];
type Kept = Parameters<typeof stageOf>[0] & { customerEmail?: string | undefined };

interface QueryPlan {
  equalities: Equality[];
  newestFirst: boolean;
  /** The default view: paid, COD and still-payable orders. */
  openOnly?: true;
  /** Nothing can match. */
  none?: true;
  /** Kept in the browser after the query. */
  keep?: (order: Kept) => boolean;
}

export function queryPlan(filters: OrderFilters): QueryPlan {
  if (!isFiltered(filters)) return { equalities: [], newestFirst: true, openOnly: true };
  const orderId = filters.orderId.trim();
  if (orderId) {
    // Orders store shortId ("2446-AC8Q") and deliveryPhone (10 digits) for these searches.
    const short = shortIdFromSearch(orderId);
    const equality: Equality = short ? ["shortId", short] : ["orderId", orderId.toUpperCase()];
    return { equalities: [equality], newestFirst: false };
  }
  const phone = filters.phone.trim();
  if (phone) {
    const equality: Equality = ["deliveryPhone", mobileDigits(phone) ?? phone];
    return { equalities: [equality], newestFirst: true };
  }
  const equalities: Equality[] = [];
  const email = filters.email.trim().toLowerCase();
  if (email) equalities.push(["customerEmail", email]);
  const { payment, stage } = filters;
  if (payment === "cod") {
    // One index serves it (paymentMethod, createdAt): stage and e-mail narrow its pages here.
    const keep = (order: Kept) =>
      (stage === "all" || stageOf(order) === stage) && (!email || order.customerEmail === email);
    const narrowed = stage !== "all" || email !== "";
    const cod: Equality = ["paymentMethod", "cod"];
    return { equalities: [cod], newestFirst: true, ...(narrowed ? { keep } : {}) };
  }
  // Every fulfilment stage belongs to a paid order.
  if (stage !== "all" && payment === "pending")
    return { equalities, newestFirst: true, none: true };
  if (payment !== "all" || stage === "paid")
    equalities.push(["status", stage === "all" ? payment : "paid"]);
  if (stage === "paid") {
    // Firestore cannot query a missing `fulfilment`: stage "Paid" is kept in the browser.
    const keep = (order: Kept) => stageOf(order) === "paid";
    return { equalities, newestFirst: true, keep };
  }
  if (stage !== "all") equalities.push(["fulfilment.stage", stage]);
  return { equalities, newestFirst: true };
}

export const isFiltered = (filters: OrderFilters) =>
  Object.entries(filters).some(
    ([key, value]) => value.trim() !== NO_FILTERS[key as keyof OrderFilters],
  );
