import { COLLECTIONS, PENDING_ORDER_TTL_MS } from "@shop/domain";
import type { QueryFieldFilterConstraint } from "firebase/firestore";
import { dateOf, live, serverFirst, textOf, type Stop } from "../../orders";
import { startOfIstDay, startOfIstMonth } from "../format";
import { PAGE_SIZE, queryPlan, type OrderFilters } from "../orderFilters";
import { adminOrderFromData, type AdminOrder } from "./adminOrder";
import type { CodOrderRow } from "../rto";
import { runAggregation, runQuery } from "./adminRest";

// Collection-group queries over every account's Orders (the rules let an admin read them); their
// indexes are listed in docs/admin-console.md.

/** `more`: a later page exists. */
export interface OrdersPage {
  orders: AdminOrder[];
  more?: boolean;
}

/** Page `page` (from 1), live: the last PAGE_SIZE of the newest PAGE_SIZE × page + 1 orders. */
export function watchOrdersPage(
  filters: OrderFilters,
  page: number,
  onChange: (page: OrdersPage) => void,
  onError: (error: unknown) => void,
): Stop {
  const plan = queryPlan(filters);
  if (plan.none) {
    onChange({ orders: [] });
    return () => {};
  }
  return live((sdk, db) => {
    const equal = ([field, value]: readonly [string, string | null]) =>
      sdk.where(field, "==", value);
    // Unpaid orders younger than the TTL may still be paid; open ones match closed == null
    // (placeOrder stores it: Firestore cannot ask for a missing field).
    const open = sdk.and(
      equal(["status", "pending"]),
      equal(["closed", null]),
      sdk.where("createdAt", ">=", new Date(Date.now() - PENDING_ORDER_TTL_MS)),
    );
    // COD orders awaiting cash, or closed (returned, cancelled), are listed too: status "cod".
    const where = plan.openOnly
      ? [sdk.or(equal(["status", "paid"]), equal(["status", "cod"]), open)]
      : plan.equalities.map(equal);
    const skipped = PAGE_SIZE * (page - 1);
    const newest = sdk.query(
      sdk.collectionGroup(db, COLLECTIONS.orders),
      // One OR filter or several field filters: query() takes either.
      ...(where as QueryFieldFilterConstraint[]),
      ...(plan.newestFirst ? [sdk.orderBy("createdAt", "desc")] : []),
      sdk.limit(skipped + PAGE_SIZE + 1),
    );
    // Metadata changes too: a cached page the server confirms unchanged is told only that way.
    return sdk.onSnapshot(
      newest,
      { includeMetadataChanges: true },
      serverFirst((snapshot) => {
        const shown = snapshot.docs.slice(skipped, skipped + PAGE_SIZE);
        const orders = shown.flatMap((doc) => {
          const data = doc.data({ serverTimestamps: "estimate" });
          const order = adminOrderFromData(doc.ref.parent.parent?.id ?? "", doc.id, data);
          return order && (plan.keep?.(order) ?? true) ? order : [];
        });
        onChange({ orders, more: plan.newestFirst && snapshot.docs.length > skipped + PAGE_SIZE });
      }),
      onError,
    );
  }, onError);
}

const field = (fieldPath: string, op: string, value: unknown) => ({
  fieldFilter: { field: { fieldPath }, op, value },
});
/** Every shopper's orders whose `equal` field is `value`, `since` a time by another. */
const ordersWhere = (equal: string, value: string, sinceField: string, since: Date) => ({
  from: [{ collectionId: COLLECTIONS.orders, allDescendants: true }],
  where: {
    compositeFilter: {
      op: "AND",
      filters: [
        field(equal, "EQUAL", { stringValue: value }),
        field(sinceField, "GREATER_THAN_OR_EQUAL", { timestampValue: since.toISOString() }),
      ],
    },
  },
});

const sum = (alias: string, fieldPath: string) => [{ alias, sum: { field: { fieldPath } } }];

/** Each sum in an aggregation of its own: one with several fields drops orders missing any. */
async function takingsSince(since: Date) {
  const paid = ordersWhere("status", "paid", "paidAt", since);
  const [{ orders = 0, amount = 0 }, { refunded = 0 }, { fees = 0 }, { discounts = 0 }] =
    await Promise.all([
      runAggregation(paid, [{ alias: "orders", count: {} }, ...sum("amount", "amount")]),
      runAggregation(paid, sum("refunded", "refundedAmount")),
      // Cash collected on delivery took its COD fee too (docs/cod.md).
      runAggregation(paid, sum("fees", "codFee")),
      // What codes took off (docs/discounts.md).
      runAggregation(paid, sum("discounts", "discount.amount")),
    ]);
  // amount: what they were paid (gross); refunded: processed refunds on them, whenever made.
  return { orders, amount: amount + fees, refunded, discounts };
}
export type Takings = Awaited<ReturnType<typeof takingsSince>>;

export async function readRevenue(now: Date) {
  const [today, month] = await Promise.all([
    takingsSince(startOfIstDay(now)),
    takingsSince(startOfIstMonth(now)),
  ]);
  return { today, month };
}

const RTO_FIELDS = ["createdAt", "status", "paymentMethod", "closed.reason", "addressInfo.pincode"];

/** Every COD order placed since `since`, all pages, only the fields the RTO card counts. */
export async function readCodOrders(since: Date): Promise<CodOrderRow[]> {
  const rows = await runQuery({
    ...ordersWhere("paymentMethod", "cod", "createdAt", since),
    select: { fields: RTO_FIELDS.map((fieldPath) => ({ fieldPath })) },
    // The COD filter's index (paymentMethod, createdAt descending) serves this too.
    orderBy: [{ field: { fieldPath: "createdAt" }, direction: "DESCENDING" }],
  });
  const part = (value: unknown, key: string) =>
    typeof value === "object" && value !== null
      ? textOf((value as Record<string, unknown>)[key])
      : "";
  return rows.map((row) => ({
    placedAt: dateOf(row.createdAt) ?? new Date(0),
    status: textOf(row.status),
    paymentMethod: textOf(row.paymentMethod),
    closedReason: part(row.closed, "reason"),
    pincode: part(row.addressInfo, "pincode"),
  }));
}
