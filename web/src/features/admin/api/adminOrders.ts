import { COLLECTIONS, PENDING_ORDER_TTL_MS, type Paise } from "@shop/domain";
import { fromRestFields, type RestValue } from "../../../lib/firestoreRest";
import { PAGE_SIZE, queryPlan, type OrderFilters } from "../orderFilters";
import { startOfIstDay, startOfIstMonth } from "../istPeriods";
import { adminOrderFromData, type AdminOrder } from "./adminOrderData";
import { allOf, fieldFilter, runAggregation, runQuery, type RunQueryRow } from "./adminRest";

/**
 * Orders across every customer: one collection-group query over `Orders`
 * (the rules let an admin read them, docs/admin-console.md), newest first, a page
 * at a time. The indexes these need are listed in docs/admin-console.md.
 */

/** Where the next page starts: the last order's createdAt and document name. */
export interface PageCursor {
  readonly createdAt: RestValue;
  readonly name: string;
}

export interface OrdersPage {
  orders: AdminOrder[];
  /** Absent on the last page. */
  next?: PageCursor;
}

const allOrders = { collectionId: COLLECTIONS.orders, allDescendants: true };

/** users/{uid}/Orders/{orderId}'s uid and id, from the document's full name. */
function idsOf(name: string): { uid: string; orderId: string } {
  const segments = name.split("/");
  return { uid: segments.at(-3) ?? "", orderId: segments.at(-1) ?? "" };
}

export function orderOfRow(row: RunQueryRow): AdminOrder | null {
  if (!row.document) return null;
  const { uid, orderId } = idsOf(row.document.name);
  return adminOrderFromData(uid, orderId, fromRestFields(row.document.fields));
}

/**
 * Paid, or unpaid and open (placeOrder stores closed: null; Firestore cannot
 * ask for a missing field) and younger than PENDING_ORDER_TTL_MS.
 */
function paidOrStillPayable(now: Date) {
  const since = new Date(now.getTime() - PENDING_ORDER_TTL_MS).toISOString();
  const open = allOf([
    fieldFilter("status", "EQUAL", { stringValue: "pending" }),
    { unaryFilter: { op: "IS_NULL", field: { fieldPath: "closed" } } },
    fieldFilter("createdAt", "GREATER_THAN_OR_EQUAL", { timestampValue: since }),
  ]);
  const paid = fieldFilter("status", "EQUAL", { stringValue: "paid" });
  return { compositeFilter: { op: "OR", filters: [paid, open] } };
}

export async function readOrdersPage(
  filters: OrderFilters,
  cursor: PageCursor | undefined,
): Promise<OrdersPage> {
  const plan = queryPlan(filters);
  if (plan.none) return { orders: [] };
  const where = plan.openOnly
    ? paidOrStillPayable(new Date())
    : allOf(
        plan.equalities.map(([field, value]) =>
          fieldFilter(field, "EQUAL", { stringValue: value }),
        ),
      );
  // __name__ breaks ties between orders placed in the same instant, so a cursor is exact.
  const newestFirst = [
    { field: { fieldPath: "createdAt" }, direction: "DESCENDING" },
    { field: { fieldPath: "__name__" }, direction: "DESCENDING" },
  ];
  const rows = await runQuery({
    from: [allOrders],
    ...(where ? { where } : {}),
    ...(plan.newestFirst ? { orderBy: newestFirst } : {}),
    ...(cursor && plan.newestFirst
      ? { startAt: { values: [cursor.createdAt, { referenceValue: cursor.name }], before: false } }
      : {}),
    // One more than a page: it tells whether a next page exists.
    limit: PAGE_SIZE + 1,
  });
  const found = rows.filter((row) => row.document);
  const page = found.slice(0, PAGE_SIZE);
  const orders = page
    .flatMap((row) => orderOfRow(row) ?? [])
    .filter((order) => plan.keep?.(order) ?? true);
  const last = page.at(-1)?.document;
  const createdAt = last?.fields?.createdAt;
  return found.length > PAGE_SIZE && last && createdAt
    ? { orders, next: { createdAt, name: last.name } }
    : { orders };
}

export interface Takings {
  orders: number;
  amount: Paise;
}

export interface Revenue {
  today: Takings;
  month: Takings;
}

/** Paid orders and their total since `since`, counted by Firestore (an aggregation query). */
async function takingsSince(since: Date): Promise<Takings> {
  const { orders = 0, amount = 0 } = await runAggregation(
    {
      from: [allOrders],
      where: allOf([
        fieldFilter("status", "EQUAL", { stringValue: "paid" }),
        fieldFilter("paidAt", "GREATER_THAN_OR_EQUAL", { timestampValue: since.toISOString() }),
      ]),
    },
    [
      { alias: "orders", count: {} },
      { alias: "amount", sum: { field: { fieldPath: "amount" } } },
    ],
  );
  return { orders, amount };
}

/** Today's and this month's paid takings, days and months counted in IST. */
export async function readRevenue(now: Date): Promise<Revenue> {
  const [today, month] = await Promise.all([
    takingsSince(startOfIstDay(now)),
    takingsSince(startOfIstMonth(now)),
  ]);
  return { today, month };
}
