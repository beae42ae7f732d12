import { COLLECTIONS, PENDING_ORDER_TTL_MS, type Paise } from "@shop/domain";
import { databaseName, fromRestFields, type RestValue } from "../../../lib/firestoreRest";
import { PAGE_SIZE, queryPlan, type OrderFilters, type QueryPlan } from "../orderFilters";
import { startOfIstDay, startOfIstMonth } from "../istPeriods";
import { live, type Stop } from "./adminFirestore";
import { adminOrderFromData, type AdminOrder } from "./adminOrderData";
import { allOf, fieldFilter, runAggregation, runQuery, type RunQueryRow } from "./adminRest";

/**
 * One collection-group query over `Orders`, which the rules let an admin read; the indexes it
 * needs are listed in docs/admin-console.md.
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
 * Unpaid orders younger than the TTL may still be paid; open ones match closed == null
 * (placeOrder stores it: Firestore cannot ask for a missing field).
 */
const payableSince = (now: Date) => new Date(now.getTime() - PENDING_ORDER_TTL_MS);

function paidOrStillPayable(now: Date) {
  const open = allOf([
    fieldFilter("status", "EQUAL", { stringValue: "pending" }),
    { unaryFilter: { op: "IS_NULL", field: { fieldPath: "closed" } } },
    fieldFilter("createdAt", "GREATER_THAN_OR_EQUAL", {
      timestampValue: payableSince(now).toISOString(),
    }),
  ]);
  const paid = fieldFilter("status", "EQUAL", { stringValue: "paid" });
  return { compositeFilter: { op: "OR", filters: [paid, open] } };
}

/** One order of a page query's answer, however it was read (REST or a listener). */
interface Found {
  order: AdminOrder | null;
  /** Where a page after this order starts. */
  cursor: PageCursor | undefined;
}

/** A page from the PAGE_SIZE + 1 orders its query asked for (one more tells a next page exists). */
function pageOf(found: readonly Found[], plan: QueryPlan): OrdersPage {
  const page = found.slice(0, PAGE_SIZE);
  const orders = page
    .flatMap(({ order }) => order ?? [])
    .filter((order) => plan.keep?.(order) ?? true);
  const next = plan.newestFirst && found.length > PAGE_SIZE ? page.at(-1)?.cursor : undefined;
  return next ? { orders, next } : { orders };
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
    limit: PAGE_SIZE + 1,
  });
  const found = rows.flatMap((row) => {
    if (!row.document) return [];
    const createdAt = row.document.fields?.createdAt;
    const name = row.document.name;
    return [{ order: orderOfRow(row), cursor: createdAt ? { createdAt, name } : undefined }];
  });
  return pageOf(found, plan);
}

/**
 * Same query and tie order as readOrdersPage, so its cursor leads to page 2 over REST. A
 * cache-only snapshot is no answer until the server has answered (it would show an empty list).
 */
export function watchFirstPage(
  filters: OrderFilters,
  onChange: (page: OrdersPage) => void,
  onError: (error: unknown) => void,
): Stop {
  const plan = queryPlan(filters);
  if (plan.none) {
    onChange({ orders: [] });
    return () => {};
  }
  return live((sdk, db) => {
    const orders = sdk.collectionGroup(db, COLLECTIONS.orders);
    const order = [
      ...(plan.newestFirst ? [sdk.orderBy("createdAt", "desc")] : []),
      sdk.limit(PAGE_SIZE + 1),
    ];
    const newest = plan.openOnly
      ? sdk.query(
          orders,
          sdk.or(
            sdk.where("status", "==", "paid"),
            sdk.and(
              sdk.where("status", "==", "pending"),
              sdk.where("closed", "==", null),
              sdk.where("createdAt", ">=", payableSince(new Date())),
            ),
          ),
          ...order,
        )
      : sdk.query(
          orders,
          ...plan.equalities.map(([field, value]) => sdk.where(field, "==", value)),
          ...order,
        );
    let heard = false;
    // Metadata changes too: a new query whose cached orders the server confirms unchanged
    // is told only by fromCache turning false.
    return sdk.onSnapshot(
      newest,
      { includeMetadataChanges: true },
      (snapshot) => {
        if (!heard && snapshot.metadata.fromCache) return;
        heard = true;
        const found = snapshot.docs.map((doc) => {
          const data = doc.data({ serverTimestamps: "estimate" });
          const uid = doc.ref.parent.parent?.id ?? "";
          const createdAt = restTimestamp(data.createdAt);
          const name = `${databaseName()}/documents/${doc.ref.path}`;
          return {
            order: adminOrderFromData(uid, doc.id, data),
            cursor: createdAt ? { createdAt, name } : undefined,
          };
        });
        onChange(pageOf(found, plan));
      },
      onError,
    );
  }, onError);
}

/** A Firestore Timestamp as the REST API writes it, to the nanosecond (a cursor must be exact). */
function restTimestamp(value: unknown): RestValue | undefined {
  if (typeof value !== "object" || value === null || !("nanoseconds" in value)) return undefined;
  const { seconds, nanoseconds } = value as { seconds: number; nanoseconds: number };
  const second = new Date(seconds * 1000).toISOString().slice(0, 19);
  return { timestampValue: `${second}.${String(nanoseconds).padStart(9, "0")}Z` };
}

export interface Takings {
  orders: number;
  /** What those orders were paid (gross). */
  amount: Paise;
  /** What has been refunded on those orders since (processed refunds, whenever made). */
  refunded: Paise;
}

export interface Revenue {
  today: Takings;
  month: Takings;
}

/**
 * An aggregate cannot sum the refunds map, so the server keeps `refundedAmount`. Summed in its own
 * query: aggregation drops never-refunded orders (no field) from count and gross (emulator-seen).
 */
async function takingsSince(since: Date): Promise<Takings> {
  const paidSince = {
    from: [allOrders],
    where: allOf([
      fieldFilter("status", "EQUAL", { stringValue: "paid" }),
      fieldFilter("paidAt", "GREATER_THAN_OR_EQUAL", { timestampValue: since.toISOString() }),
    ]),
  };
  const [{ orders = 0, amount = 0 }, { refunded = 0 }] = await Promise.all([
    runAggregation(paidSince, [
      { alias: "orders", count: {} },
      { alias: "amount", sum: { field: { fieldPath: "amount" } } },
    ]),
    runAggregation(paidSince, [
      { alias: "refunded", sum: { field: { fieldPath: "refundedAmount" } } },
    ]),
  ]);
  return { orders, amount, refunded };
}

/** Today's and this month's paid takings, days and months counted in IST. */
export async function readRevenue(now: Date): Promise<Revenue> {
  const [today, month] = await Promise.all([
    takingsSince(startOfIstDay(now)),
    takingsSince(startOfIstMonth(now)),
  ]);
  return { today, month };
}
