// Not the domain's index: its barrel would split shared modules out of every entry chunk.
import { firestorePaths } from "@shop/domain/firestorePaths";
import { databaseName, postDocuments } from "../../../lib/firestoreRest";

/** docs/product.md §4: one field over REST, not a Firestore SDK on every signed-in page. */
export type TokenHolder = { uid: string; getIdToken(): Promise<string> };

/** batchGet, not GET: a profile not written yet answers "missing", not a logged 404. */
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
