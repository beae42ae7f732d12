// Not the domain's index: this module is in every page's entry chunk, where
// the whole barrel would split the domain's shared modules into chunks of
// their own (two more requests, 1 KB more on every route).
import { firestorePaths } from "@shop/domain/firestorePaths";
import { databaseName, postDocuments } from "../../../lib/firestoreRest";

/**
 * docs/product.md §4: after sign-in the profile is read, and the shopper is an admin
 * only when the stored record says admin: true. That one field is read over
 * Firestore's REST API with the shopper's ID token, under the same security
 * rules as the SDK: every signed-in page load would otherwise download and
 * run a Firestore SDK for a single boolean (measured in docs/performance.md).
 */
export interface TokenHolder {
  uid: string;
  getIdToken(): Promise<string>;
}

/**
 * Where the flag is read: batchGet rather than a plain GET, because it
 * answers "missing" for a profile not written yet (a Google sign-in still
 * creating it) instead of a 404 that the browser logs as an error.
 */
export function adminFlagRequest(uid: string) {
  return {
    suffix: ":batchGet",
    body: {
      documents: [`${databaseName()}/documents/${firestorePaths.user(uid)}`],
      mask: { fieldPaths: ["admin"] },
    },
  };
}

type BatchGetAnswer = { found?: { fields?: { admin?: { booleanValue?: unknown } } } }[];

export async function readIsAdmin(user: TokenHolder): Promise<boolean> {
  const { suffix, body } = adminFlagRequest(user.uid);
  const [answer] = await postDocuments<BatchGetAnswer>(suffix, body, await user.getIdToken());
  return answer?.found?.fields?.admin?.booleanValue === true;
}
