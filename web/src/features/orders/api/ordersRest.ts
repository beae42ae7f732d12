import { COLLECTIONS, firestorePaths, type Order } from "@shop/domain";
import { getAuthClient } from "../../../lib/firebase";
import {
  fromRestFields,
  postDocuments,
  urlPath,
  type RestFields,
} from "../../../lib/firestoreRest";
import { orderFromData, type OrderReader } from "./orderData";

/**
 * Read once over REST so My Orders paints without the Firestore SDK; its listener (./orders)
 * takes over afterwards.
 */

/** docs/product.md §7's query: users/{uid}/Orders where status == "paid", newest first. */
export const PAID_ORDERS_QUERY = {
  structuredQuery: {
    from: [{ collectionId: COLLECTIONS.orders }],
    where: {
      fieldFilter: { field: { fieldPath: "status" }, op: "EQUAL", value: { stringValue: "paid" } },
    },
    orderBy: [{ field: { fieldPath: "createdAt" }, direction: "DESCENDING" }],
  },
};

/** One row of a runQuery answer; a query with no match answers a row with no document. */
interface RunQueryRow {
  document?: { name: string; fields?: RestFields };
}

export function ordersFromRows(
  rows: readonly RunQueryRow[],
  read: OrderReader = orderFromData,
): Order[] {
  return rows.flatMap(({ document }) => {
    if (!document) return [];
    const id = document.name.slice(document.name.lastIndexOf("/") + 1);
    return read(id, fromRestFields(document.fields)) ?? [];
  });
}

export async function readPaidOrders(
  uid: string,
  read: OrderReader = orderFromData,
): Promise<Order[]> {
  const { currentUser } = await getAuthClient();
  if (currentUser?.uid !== uid) throw new Error("The orders' owner is not the signed-in shopper");
  // Run under the shopper's profile document: the query's Orders are its subcollection.
  const path = `/${urlPath(firestorePaths.user(uid))}:runQuery`;
  const rows = await postDocuments<RunQueryRow[]>(
    path,
    PAID_ORDERS_QUERY,
    await currentUser.getIdToken(),
  );
  return ordersFromRows(rows, read);
}
