import { getAuth } from "firebase-admin/auth";
import functionsTest from "firebase-functions-test";
import type { CallableFunction, CallableRequest } from "firebase-functions/v2/https";
import {
  CALLABLES,
  COLLECTIONS,
  firestorePaths,
  type CallableEntry,
  type CallableName,
} from "../domain";
import type { RateLimit } from "../lib/rateLimit";
import { db } from "../lib/firestore";

/** Each account-limited callable's limit, as its entry declares it. */
export const CALL_LIMITS = Object.fromEntries(
  Object.values<CallableEntry>(CALLABLES).flatMap(({ name, rateLimit }) =>
    rateLimit ? [[name, rateLimit]] : [],
  ),
) as Record<Extract<(typeof CALLABLES)[CallableName], { rateLimit: RateLimit }>["name"], RateLimit>;

export const projectId = "demo-functions-test";
export const testEnv = functionsTest({ projectId });

export interface TestCaller {
  uid: string;
  /** The ID token's firebase.sign_in_provider, as Firebase Auth writes it. */
  provider?: "password" | "google.com" | "anonymous" | "phone" | "custom";
  verified?: boolean;
  email?: string;
  /** The admin custom claim (`npm run admin -- grant`, docs/admin.md). */
  admin?: boolean;
  /** The verified mobile number Firebase Auth's phone provider puts in the token (E.164). */
  phone?: string;
  /** The token's firebase.identities: the sign-in methods the account holds. */
  identities?: Record<string, string[]>;
}

/** The auth part of a CallableRequest, as the Functions runtime builds it from an ID token. */
export function authFor(caller: TestCaller): CallableRequest["auth"] {
  const email = caller.email ?? `${caller.uid}@example.in`;
  return {
    uid: caller.uid,
    rawToken: "test-token",
    token: {
      uid: caller.uid,
      sub: caller.uid,
      email,
      email_verified: caller.verified ?? true,
      firebase: {
        sign_in_provider: caller.provider ?? "password",
        identities: caller.identities ?? {},
      },
      ...(caller.admin === undefined ? {} : { admin: caller.admin }),
      ...(caller.phone === undefined ? {} : { phone_number: caller.phone }),
      aud: projectId,
      iss: `https://securetoken.google.com/${projectId}`,
      auth_time: 0,
      iat: 0,
      exp: 0,
    },
  };
}

/**
 * A real ID token from the Auth emulator for `caller`, its account made (or
 * updated) with the caller's admin claim: the money actions verify the raw
 * token (lib/callable.ts). A fresh sign-in unless `cached`.
 */
export async function idTokenFor(caller: TestCaller, cached = true): Promise<string> {
  const key = `${caller.uid}:${caller.admin === true}`;
  const known = cached ? idTokens.get(key) : undefined;
  if (known) return known;
  const token = signInOnEmulator(caller);
  idTokens.set(key, token);
  return token;
}
const idTokens = new Map<string, Promise<string>>();

async function signInOnEmulator(caller: TestCaller): Promise<string> {
  db(); // the Admin SDK's app
  const email = `${caller.uid}.signin@example.in`;
  const password = "test-password-1";
  const account = { email, password, emailVerified: caller.verified ?? true };
  await getAuth()
    .createUser({ uid: caller.uid, ...account })
    .catch(async (error: { code?: string }) => {
      if (error.code !== "auth/uid-already-exists") throw error;
      await getAuth().updateUser(caller.uid, account);
    });
  await getAuth().setCustomUserClaims(caller.uid, caller.admin ? { admin: true } : null);
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const res = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword`,
    {
      method: "POST",
      // As the project's owner: a sign-in by API key lands in the emulator's default project.
      headers: { "content-type": "application/json", authorization: "Bearer owner" },
      body: JSON.stringify({
        email,
        password,
        returnSecureToken: true,
        targetProjectId: projectId,
      }),
    },
  );
  if (!res.ok) throw new Error(`Auth emulator sign-in failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { idToken: string }).idToken;
}

/**
 * Runs a deployed callable's handler the way the runtime would, for one
 * caller (or anonymous); an admin caller's request carries a real ID token
 * in its Authorization header unless `idToken` gives one.
 */
export async function callAs<Res>(
  fn: CallableFunction<unknown, Res>,
  caller: TestCaller | null,
  data: unknown,
  { idToken, ip = "203.0.113.7" }: { idToken?: string; ip?: string } = {},
) {
  const wrapped = testEnv.wrap(fn) as unknown as (req: Partial<CallableRequest>) => Promise<Res>;
  const token = idToken ?? (caller?.admin ? await idTokenFor(caller) : undefined);
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  return wrapped({
    data,
    ...(caller ? { auth: authFor(caller) } : {}),
    rawRequest: { ip, headers } as CallableRequest["rawRequest"],
  });
}

/**
 * Runs a callable with a real ID token, as the deployed runtime does: the
 * token verified by the Admin SDK (on the Auth emulator) becomes request.auth.
 */
export async function callWithIdToken<Res>(
  fn: CallableFunction<unknown, Res>,
  idToken: string,
  data: unknown,
) {
  db(); // the Admin SDK's app
  const token = await getAuth().verifyIdToken(idToken);
  const wrapped = testEnv.wrap(fn) as unknown as (req: Partial<CallableRequest>) => Promise<Res>;
  return wrapped({
    data,
    auth: { uid: token.uid, token, rawToken: idToken },
    rawRequest: {
      ip: "203.0.113.7",
      headers: { authorization: `Bearer ${idToken}` },
    } as CallableRequest["rawRequest"],
  });
}

/** Signs in on the Auth emulator as a Google account, with an e-mail Google did or did not verify. */
export async function googleIdToken(sub: string, email: string, verified: boolean) {
  const claims = { sub, email, email_verified: verified };
  const res = await fetch(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp`,
    {
      method: "POST",
      headers: { "content-type": "application/json", authorization: "Bearer owner" },
      body: JSON.stringify({
        postBody: `id_token=${encodeURIComponent(JSON.stringify(claims))}&providerId=google.com`,
        requestUri: "http://localhost",
        returnSecureToken: true,
        targetProjectId: projectId,
      }),
    },
  );
  if (!res.ok) throw new Error(`Auth emulator Google sign-in failed: ${await res.text()}`);
  const { idToken, localId } = (await res.json()) as { idToken: string; localId: string };
  return { idToken, uid: localId };
}

export async function clearFirestore(): Promise<void> {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  const res = await fetch(
    `http://${host}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
    { method: "DELETE" },
  );
  if (!res.ok) throw new Error(`Could not clear Firestore: ${res.status}`);
}

/** Every stored document's path, for "nothing was written" checks. */
export async function allDocumentPaths(): Promise<string[]> {
  return (await documentsUnder(await db().listCollections())).sort();
}

/**
 * Whether `path` is an account's call counter, which every counted call writes (domain/callables.ts),
 * or a shop-wide ceiling's (lib/shopCeilings.ts).
 */
function isCallCounter(path: string): boolean {
  return ["shop", ...Object.keys(CALL_LIMITS)].some((name) =>
    path.startsWith(firestorePaths.rateLimit(name === "shop" ? "shop_" : `${name}_uid_`)),
  );
}

/** Every stored document's path but the accounts' call counters: what a refused call must leave alone. */
export async function pathsBesideCallCounters(): Promise<string[]> {
  return (await allDocumentPaths()).filter((path) => !isCallCounter(path));
}

/** Forgets every account's call counts: for fuzzing, which calls far more often than a person. */
export async function forgetCallCounts(): Promise<void> {
  const counters = await db().collection(COLLECTIONS.rateLimits).listDocuments();
  await Promise.all(counters.filter((doc) => isCallCounter(doc.path)).map((doc) => doc.delete()));
}

async function documentsUnder(
  collections: FirebaseFirestore.CollectionReference[],
): Promise<string[]> {
  const paths: string[] = [];
  for (const collection of collections) {
    for (const doc of await collection.listDocuments()) {
      if ((await doc.get()).exists) paths.push(doc.path);
      paths.push(...(await documentsUnder(await doc.listCollections())));
    }
  }
  return paths;
}
