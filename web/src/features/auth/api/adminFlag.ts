import { env } from "../../../config/env";

/**
 * Spec §4: after sign-in the profile is read, and the shopper is an admin
 * only when the stored record says admin: true. That one field is read over
 * Firestore's REST API with the shopper's ID token, under the same security
 * rules as the SDK: every signed-in page load would otherwise download and
 * run a Firestore SDK for a single boolean (measured in docs/performance.md).
 */
export interface TokenHolder {
  uid: string;
  getIdToken(): Promise<string>;
}

const origin = () =>
  env.useEmulators
    ? `http://${env.emulators.host}:${env.emulators.firestorePort}`
    : "https://firestore.googleapis.com";
const database = () => `projects/${env.firebase.projectId}/databases/(default)`;

/**
 * Where the flag is read: batchGet rather than a plain GET, because it
 * answers "missing" for a profile not written yet (a Google sign-in still
 * creating it) instead of a 404 that the browser logs as an error.
 */
export function adminFlagRequest(uid: string): { url: string; body: string } {
  return {
    url: `${origin()}/v1/${database()}/documents:batchGet`,
    body: JSON.stringify({
      documents: [`${database()}/documents/users/${uid}`],
      mask: { fieldPaths: ["admin"] },
    }),
  };
}

type BatchGetAnswer = { found?: { fields?: { admin?: { booleanValue?: unknown } } } }[];

export async function readIsAdmin(user: TokenHolder): Promise<boolean> {
  const { url, body } = adminFlagRequest(user.uid);
  const response = await fetch(url, {
    method: "POST",
    headers: {
      authorization: `Bearer ${await user.getIdToken()}`,
      "content-type": "application/json",
    },
    body,
  });
  if (!response.ok) throw new Error(`Reading the profile failed with HTTP ${response.status}`);
  const [answer] = (await response.json()) as BatchGetAnswer;
  return answer?.found?.fields?.admin?.booleanValue === true;
}
