import {
  isOrderId,
  mobileDigits,
  shortIdFromSearch,
  stageOf,
  type FulfilmentStage,
  type OrderStatus,
} from "@shop/domain";
import { ADMIN_UI } from "./messages";

/** What the console's order list is narrowed to (docs/admin-console.md). */
export interface OrderFilters {
  payment: OrderStatus | "all";
  stage: FulfilmentStage | "all";
  /** The short id shoppers read (any case, dash optional) or the full id; alone when given. */
  orderId: string;
  /** The delivery phone, with or without +91 / 0 and spaces; alone when given (after an id). */
  phone: string;
  /** The customer's e-mail in any case (placeOrder stores it lower-cased). */
  email: string;
}

export const NO_FILTERS: OrderFilters = {
  payment: "all",
  stage: "all",
  orderId: "",
  phone: "",
  email: "",
};

/** Why the typed searches cannot be run, or undefined when they can. */
export function searchProblem(filters: Pick<OrderFilters, "orderId" | "phone">) {
  const orderId = filters.orderId.trim();
  if (orderId && !shortIdFromSearch(orderId) && !isOrderId(orderId.toUpperCase())) {
    return ADMIN_UI.orderIdInvalid;
  }
  const phone = filters.phone.trim();
  if (phone && !mobileDigits(phone)) return ADMIN_UI.phoneInvalid;
  return undefined;
}

export const PAGE_SIZE = 20;

/** One Firestore equality a page query applies. */
export type Equality = readonly [field: string, value: string];

/**
 * How a filter set becomes a collection-group query. A paid order nobody has
 * moved yet has no `fulfilment` field, and Firestore cannot ask for a missing
 * field: the stage "Paid" is queried as status == paid and the page's orders
 * are then kept when their stage is still "paid" (`keep`), so such a page may
 * hold fewer than PAGE_SIZE rows. `none` marks filters no order can match.
 */
export interface QueryPlan {
  equalities: Equality[];
  newestFirst: boolean;
  keep?: (order: { status: string; fulfilment?: { stage: FulfilmentStage } }) => boolean;
  none?: true;
  /**
   * The default view: paid orders and unpaid ones that may still be paid; an
   * unpaid order closed (superseded, cancelled) or expired is left out, and
   * any filter (Payment: Pending) finds it (adminOrders.ts, docs/admin-console.md).
   */
  openOnly?: true;
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
    return { equalities: [["deliveryPhone", mobileDigits(phone) ?? phone]], newestFirst: true };
  }
  const equalities: Equality[] = [];
  const email = filters.email.trim().toLowerCase();
  if (email) equalities.push(["customerEmail", email]);
  const { payment, stage } = filters;
  // Every fulfilment stage belongs to a paid order.
  if (stage !== "all" && payment === "pending")
    return { equalities, newestFirst: true, none: true };
  if (payment !== "all" || stage === "paid")
    equalities.push(["status", stage === "all" ? payment : "paid"]);
  if (stage === "paid") {
    return { equalities, newestFirst: true, keep: (order) => stageOf(order) === "paid" };
  }
  if (stage !== "all") equalities.push(["fulfilment.stage", stage]);
  return { equalities, newestFirst: true };
}

/** Whether the filters narrow the list at all (the page says which are on). */
export function isFiltered(filters: OrderFilters): boolean {
  return (
    filters.payment !== "all" ||
    filters.stage !== "all" ||
    filters.orderId.trim() !== "" ||
    filters.phone.trim() !== "" ||
    filters.email.trim() !== ""
  );
}
