/**
 * Talks to the local emulators the way the shop's browser and admin would,
 * over their REST endpoints, so tests need no SDK set-up of their own.
 * The stack (scripts/stack.mjs) exports the addresses used here.
 */
import { LOCAL_APP_ID, localAppCheckToken } from "../../web/src/lib/appCheck";

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the suite through scripts/stack.mjs`);
  return value;
}

export const projectId = process.env.GCLOUD_PROJECT ?? "demo-shop";
export const authHost = () => `http://${required("FIREBASE_AUTH_EMULATOR_HOST")}`;
export const firestoreHost = () => `http://${required("FIRESTORE_EMULATOR_HOST")}`;
export const functionsUrl = () => required("SHOP_FUNCTIONS_URL");
export const webUrl = () => process.env.SHOP_WEB_URL ?? "http://127.0.0.1:5173";

const identity = () => `${authHost()}/identitytoolkit.googleapis.com/v1`;

async function json<T>(res: Response): Promise<T> {
  const body = (await res.json()) as T;
  if (!res.ok) throw new Error(`${res.url} → ${res.status} ${JSON.stringify(body)}`);
  return body;
}

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  idToken: string;
}

export async function signIn(email: string, password: string): Promise<TestUser> {
  const body = await json<{ localId: string; idToken: string }>(
    await fetch(`${identity()}/accounts:signInWithPassword?key=demo-api-key`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    }),
  );
  return { uid: body.localId, email, password, idToken: body.idToken };
}

/** An e-mail account, verified unless asked otherwise, signed in. */
export async function createUser(
  email = `shopper-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.in`,
  { verified = true, password = "secret-pass-1" } = {},
): Promise<TestUser> {
  const created = await json<{ localId: string }>(
    await fetch(`${identity()}/accounts:signUp?key=demo-api-key`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    }),
  );
  if (verified) {
    await json(
      await fetch(`${identity()}/projects/${projectId}/accounts:update`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: "Bearer owner" },
        body: JSON.stringify({ localId: created.localId, emailVerified: true }),
      }),
    );
  }
  return signIn(email, password);
}

export interface CallableAnswer<T> {
  status: number;
  result?: T;
  error?: { status: string; message: string };
}

/**
 * Calls a callable function over HTTP exactly as the web SDK does, with the
 * local stack's App Check token unless `appCheck` is false.
 */
export async function call<T>(
  name: string,
  data: unknown,
  idToken?: string,
  { appCheck = true }: { appCheck?: boolean } = {},
): Promise<CallableAnswer<T>> {
  const res = await fetch(`${functionsUrl()}/${name}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(idToken ? { authorization: `Bearer ${idToken}` } : {}),
      ...(appCheck ? { "x-firebase-appcheck": localAppCheckToken(LOCAL_APP_ID, Date.now()) } : {}),
    },
    body: JSON.stringify({ data }),
  });
  const body = (await res.json()) as { result?: T; error?: { status: string; message: string } };
  return { status: res.status, ...body };
}

/** Reads a document with admin rights (the emulator's "owner" bearer bypasses rules). */
export async function readDocument(path: string): Promise<Record<string, unknown> | null> {
  const res = await fetch(
    `${firestoreHost()}/v1/projects/${projectId}/databases/(default)/documents/${path}`,
    { headers: { authorization: "Bearer owner" } },
  );
  if (res.status === 404) return null;
  return json(res);
}

export async function clearFirestore(): Promise<void> {
  await fetch(
    `${firestoreHost()}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
    {
      method: "DELETE",
    },
  );
}

export async function clearAuth(): Promise<void> {
  await fetch(`${authHost()}/emulator/v1/projects/${projectId}/accounts`, { method: "DELETE" });
}
