import { COLLECTIONS, firestorePaths, type Order } from "@shop/domain";
import { getAuthClient } from "../../../lib/firebase";
import {
  databaseName,
  fromRestFields,
  postDocuments,
  urlPath,
  type RestFields,
} from "../../../lib/firestoreRest";
import { MY_ORDERS_STATUSES, orderFromData, type OrderReader } from "./orderData";

// One-shot REST reads, so a page paints without the Firestore SDK; its listener (./orders) takes over.

/** docs/product.md §7's query: users/{uid}/Orders where status in (paid, cod), newest first. */
export const PAID_ORDERS_QUERY = {
  structuredQuery: {
    from: [{ collectionId: COLLECTIONS.orders }],
    where: {
      fieldFilter: {
        field: { fieldPath: "status" },
        op: "IN",
        value: {
          arrayValue: { values: MY_ORDERS_STATUSES.map((stringValue) => ({ stringValue })) },
        },
      },
    },
    orderBy: [{ field: { fieldPath: "createdAt" }, direction: "DESCENDING" }],
  },
};

type Found = { name: string; fields?: RestFields };

async function shoppersToken(uid: string): Promise<string> {
  const { currentUser } = await getAuthClient();
  if (currentUser?.uid !== uid) throw new Error("The owner is not the signed-in shopper");
  return currentUser.getIdToken();
}

/** A runQuery answer's orders; a query with no match answers a row with no document. */
export function ordersFromRows(
  rows: readonly { document?: Found }[],
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
  // Run under the shopper's profile document: the query's Orders are its subcollection.
  const path = `/${urlPath(firestorePaths.user(uid))}:runQuery`;
  const rows = await postDocuments<{ document?: Found }[]>(
    path,
    PAID_ORDERS_QUERY,
    await shoppersToken(uid),
  );
  return ordersFromRows(rows, read);
}

/** The order, or null when the shopper has none such (batchGet answers "missing", never a 404). */
export async function readOrderOnce(
  uid: string,
  orderId: string,
  read: OrderReader,
): Promise<Order | null> {
  const name = `${databaseName()}/documents/${firestorePaths.userOrder(uid, orderId)}`;
  const [answer] = await postDocuments<{ found?: Found }[]>(
    ":batchGet",
    { documents: [name] },
    await shoppersToken(uid),
  );
  return answer?.found ? read(orderId, fromRestFields(answer.found.fields)) : null;
}
