import { COLLECTIONS, PENDING_ORDER_TTL_MS } from "@shop/domain";
import type { QueryFieldFilterConstraint, QueryFilterConstraint } from "firebase/firestore";
import type * as FirestoreSdk from "../../../lib/sdk/firestore";
import { databaseName, fromRestFields, type RestValue } from "../../../lib/firestoreRest";
import { live, serverFirst, type Stop } from "../../orders";
import { startOfIstDay, startOfIstMonth } from "../format";
import { PAGE_SIZE, queryPlan, type OrderFilters, type QueryPlan } from "../orderFilters";
import { adminOrderFromData, type AdminOrder } from "./adminOrder";
import { runAggregation, runQuery } from "./adminRest";

// Collection-group queries over every account's Orders (the rules let an admin read them); their
// indexes are listed in docs/admin-console.md.

/** Where the next page starts: the last order's createdAt and document name. */
export interface PageCursor {
  readonly createdAt: RestValue;
  readonly name: string;
}

/** `next` is absent on the last page. */
export interface OrdersPage {
  orders: AdminOrder[];
  next?: PageCursor;
}

/** One condition of a query, written once for REST and for the SDK's listener. */
type Where =
  | readonly [field: string, op: "==" | ">=", value: string | Date | null]
  | { or: Where[] }
  | { and: Where[] };

function whereOf(plan: QueryPlan): Where[] {
  if (!plan.openOnly) return plan.equalities.map(([field, value]) => [field, "==", value]);
  // Unpaid orders younger than the TTL may still be paid; open ones match closed == null
  // (placeOrder stores it: Firestore cannot ask for a missing field).
  const payableSince = new Date(Date.now() - PENDING_ORDER_TTL_MS);
  const open: Where = {
    and: [
      ["status", "==", "pending"],
      ["closed", "==", null],
      ["createdAt", ">=", payableSince],
    ],
  };
  return [{ or: [["status", "==", "paid"], open] }];
}

const REST_OPS = { "==": "EQUAL", ">=": "GREATER_THAN_OR_EQUAL" } as const;

function restFilter(where: Where): unknown {
  if ("or" in where || "and" in where) {
    const [op, filters] = "or" in where ? ["OR", where.or] : ["AND", where.and];
    const [only] = filters;
    if (filters.length === 1 && only) return restFilter(only);
    return { compositeFilter: { op, filters: filters.map(restFilter) } };
  }
  const [fieldPath, op, value] = where;
  if (value === null) return { unaryFilter: { op: "IS_NULL", field: { fieldPath } } };
  const restValue =
    value instanceof Date ? { timestampValue: value.toISOString() } : { stringValue: value };
  return { fieldFilter: { field: { fieldPath }, op: REST_OPS[op], value: restValue } };
}

function sdkFilter(sdk: typeof FirestoreSdk, where: Where): QueryFilterConstraint {
  if ("or" in where) return sdk.or(...where.or.map((one) => sdkFilter(sdk, one)));
  if ("and" in where) return sdk.and(...where.and.map((one) => sdkFilter(sdk, one)));
  return sdk.where(...where);
}

const ALL_ORDERS = { collectionId: COLLECTIONS.orders, allDescendants: true };

/** One order of a page query's answer (REST or a listener), and where a page after it starts. */
type Found = { order: AdminOrder | null; createdAt: RestValue | undefined; name: string };

/** A page from the PAGE_SIZE + 1 orders its query asked for (one more tells a next page exists). */
function pageOf(plan: QueryPlan, found: readonly Found[]): OrdersPage {
  const page = found.slice(0, PAGE_SIZE);
  const orders = page.flatMap(({ order }) => (order && (plan.keep?.(order) ?? true) ? order : []));
  const last = plan.newestFirst && found.length > PAGE_SIZE ? page.at(-1) : undefined;
  return last?.createdAt
    ? { orders, next: { createdAt: last.createdAt, name: last.name } }
    : { orders };
}

export async function readOrdersPage(
  filters: OrderFilters,
  cursor: PageCursor | undefined,
): Promise<OrdersPage> {
  const plan = queryPlan(filters);
  if (plan.none) return { orders: [] };
  const where = whereOf(plan);
  // __name__ breaks ties between orders placed in the same instant, so a cursor is exact.
  const newestFirst = ["createdAt", "__name__"].map((fieldPath) => ({
    field: { fieldPath },
    direction: "DESCENDING",
  }));
  const rows = await runQuery({
    from: [ALL_ORDERS],
    ...(where.length > 0 && { where: restFilter({ and: where }) }),
    ...(plan.newestFirst && { orderBy: newestFirst }),
    ...(cursor && {
      startAt: { values: [cursor.createdAt, { referenceValue: cursor.name }], before: false },
    }),
    limit: PAGE_SIZE + 1,
  });
  const found = rows.flatMap(({ document }) => {
    if (!document) return [];
    const [uid = "", , orderId = ""] = document.name.split("/").slice(-3);
    const data = fromRestFields(document.fields);
    const { name, fields } = document;
    return [{ order: adminOrderFromData(uid, orderId, data), createdAt: fields?.createdAt, name }];
  });
  return pageOf(plan, found);
}

/** The first page, live, in readOrdersPage's order so its cursor leads on to page 2 over REST. */
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
    // One OR filter or several field filters: query() takes either.
    const where = whereOf(plan).map((one) => sdkFilter(sdk, one)) as QueryFieldFilterConstraint[];
    const newest = sdk.query(
      sdk.collectionGroup(db, COLLECTIONS.orders),
      ...where,
      ...(plan.newestFirst ? [sdk.orderBy("createdAt", "desc")] : []),
      sdk.limit(PAGE_SIZE + 1),
    );
    // Metadata changes too: a cached page the server confirms unchanged is told only that way.
    return sdk.onSnapshot(
      newest,
      { includeMetadataChanges: true },
      serverFirst((snapshot) => {
        const found = snapshot.docs.map((doc) => {
          const data = doc.data({ serverTimestamps: "estimate" });
          return {
            order: adminOrderFromData(doc.ref.parent.parent?.id ?? "", doc.id, data),
            createdAt: restTimestamp(data.createdAt),
            name: `${databaseName()}/documents/${doc.ref.path}`,
          };
        });
        onChange(pageOf(plan, found));
      }),
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

/**
 * An aggregate cannot sum the refunds map, so the server keeps `refundedAmount`. Summed in its own
 * query: aggregation drops never-refunded orders (no field) from count and gross (emulator-seen).
 */
async function takingsSince(since: Date) {
  const paidSince = {
    from: [ALL_ORDERS],
    where: restFilter({
      and: [
        ["status", "==", "paid"],
        ["paidAt", ">=", since],
      ],
    }),
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
  // amount: what they were paid (gross); refunded: processed refunds on them, whenever made.
  return { orders, amount, refunded };
}
export type Takings = Awaited<ReturnType<typeof takingsSince>>;
export type Revenue = Awaited<ReturnType<typeof readRevenue>>;

/** Today's and this month's paid takings, days and months counted in IST. */
export async function readRevenue(now: Date) {
  const [today, month] = await Promise.all([
    takingsSince(startOfIstDay(now)),
    takingsSince(startOfIstMonth(now)),
  ]);
  return { today, month };
}
