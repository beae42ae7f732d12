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
 * Read once over REST so the order's page paints without the Firestore SDK (./orderLive takes
 * over). batchGet answers "missing" rather than a 404 the browser would log as an error.
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
