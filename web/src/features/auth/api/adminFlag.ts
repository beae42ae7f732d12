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
 * The field mirrors the `admin` claim on the Auth token, which is what the
 * rules and the console's callables trust (docs/admin.md).
 */
export interface TokenHolder {
  uid: string;
  getIdTokenResult(forceRefresh?: boolean): Promise<{ token: string; claims: TokenClaims }>;
}

type TokenClaims = Readonly<Record<string, unknown>>;

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

/**
 * The profile's flag, held to the token's claim. When they disagree,
 * `npm run admin` granted or revoked since this token was issued: a fresh
 * token carries the change to the rules and callables at once, instead of
 * within the hour, and the shopper is an admin only if both then say so.
 */
export async function readIsAdmin(user: TokenHolder): Promise<boolean> {
  const { token, claims } = await user.getIdTokenResult();
  const { suffix, body } = adminFlagRequest(user.uid);
  const [answer] = await postDocuments<BatchGetAnswer>(suffix, body, token);
  const profileSays = answer?.found?.fields?.admin?.booleanValue === true;
  if (profileSays === (claims.admin === true)) return profileSays;
  const fresh = await user.getIdTokenResult(true);
  return profileSays && fresh.claims.admin === true;
}
