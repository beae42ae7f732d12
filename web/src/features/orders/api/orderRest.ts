import { firestorePaths, type Order } from "@shop/domain";
import { getAuthClient } from "../../../lib/firebase";
import {
  databaseName,
  fromRestFields,
  postDocuments,
  type RestFields,
} from "../../../lib/firestoreRest";
import type { OrderReader } from "./orderData";

/**
 * One of the shopper's orders, read once over Firestore's REST API (the same
 * rules, the shopper's ID token), so the order's page shows it without
 * waiting for the Firestore SDK; the live listener takes over after it has
 * painted (./orderLive). batchGet answers "missing" for no such order
 * rather than a 404 the browser would log as an error.
 */

type BatchGetAnswer = { found?: { name: string; fields?: RestFields }; missing?: string }[];

export function orderRequest(uid: string, orderId: string) {
  return { documents: [`${databaseName()}/documents/${firestorePaths.userOrder(uid, orderId)}`] };
}

/** The order, or null when the shopper has no such order. */
export async function readOrderOnce(
  uid: string,
  orderId: string,
  read: OrderReader,
): Promise<Order | null> {
  const { currentUser } = await getAuthClient();
  if (currentUser?.uid !== uid) throw new Error("The order's owner is not the signed-in shopper");
  const [answer] = await postDocuments<BatchGetAnswer>(
    ":batchGet",
    orderRequest(uid, orderId),
    await currentUser.getIdToken(),
  );
  if (!answer?.found) return null;
  return read(orderId, fromRestFields(answer.found.fields));
}
