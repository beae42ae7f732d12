// Speaks to the stack as a browser does; seeds Firestore through the functions' Admin SDK.
import { createRequire } from "node:module";

export function env(name) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run through scripts/stack.mjs --run`);
  return value;
}

const OWNER = { authorization: "Bearer owner" };
const project = () => process.env.GCLOUD_PROJECT ?? "demo-shop";
const razorpayUrl = () => env("SHOP_RAZORPAY_URL");

/** A GET without `body`, else a POST; a request never answered must not hang the run. */
async function requestJson(url, { body, headers = {}, timeoutMs = 90_000 } = {}) {
  const res = await fetch(url, {
    method: body === undefined ? "GET" : "POST",
    headers: { "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await res.text();
  try {
    return { status: res.status, json: JSON.parse(text) };
  } catch {
    return { status: res.status, json: { text } };
  }
}

async function must(what, url, options) {
  const { status, json } = await requestJson(url, options);
  if (status >= 300) throw new Error(`${what} → ${status} ${JSON.stringify(json)}`);
  return json;
}

const identity = (what, path, body, headers) =>
  must(
    what,
    `http://${env("FIREBASE_AUTH_EMULATOR_HOST")}/identitytoolkit.googleapis.com/v1/${path}`,
    { body, headers },
  );

/** A verified e-mail shopper, signed in (a fresh token, so it says email_verified). */
export async function createVerifiedShopper(email, password) {
  const account = { email, password, returnSecureToken: true };
  const created = await identity("signUp", "accounts:signUp?key=demo-api-key", account);
  const verified = { localId: created.localId, emailVerified: true };
  await identity("verify", `projects/${project()}/accounts:update`, verified, OWNER);
  const signIn = "accounts:signInWithPassword?key=demo-api-key";
  const session = await identity("signIn", signIn, account);
  return { uid: session.localId, email, password, idToken: session.idToken };
}

const { db } = createRequire(import.meta.url)("../../functions/lib/lib/firestore.js");

/** Writes `data` to the document at `path` in the Firestore emulator, past the rules. */
export const writeDocument = (path, data) => db().doc(path).set(data);

// Unsigned, as web/src/lib/appCheck.ts makes it: only the Functions emulator accepts
// that, and every callable enforces App Check.
function localAppCheckToken() {
  const part = (value) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const iat = Math.floor(Date.now() / 1000);
  return `${part({ alg: "none", typ: "JWT" })}.${part({ sub: "load-run", iat, exp: iat + 3600 })}.`;
}

/** Result, or throws the HttpsError's status and message (TimeoutError if the client gives up). */
export async function callFunction(name, data, idToken, timeoutMs) {
  const { status, json } = await requestJson(`${env("SHOP_FUNCTIONS_URL")}/${name}`, {
    body: { data },
    headers: { authorization: `Bearer ${idToken}`, "x-firebase-appcheck": localAppCheckToken() },
    timeoutMs,
  });
  if (status !== 200 || !json.result) {
    throw new Error(
      `${name} → ${status} ${json.error?.status ?? ""} ${json.error?.message ?? JSON.stringify(json)}`,
    );
  }
  return json.result;
}

/** What checkout.js's Pay or Fail button sends. */
export const payOnCheckout = (keyId, razorpayOrderId, outcome, { email, contact }) =>
  must("checkout pay", `${razorpayUrl()}/v1/checkout/pay`, {
    body: { key: keyId, order_id: razorpayOrderId, outcome, email, contact },
  });

export const razorpayControl = (path, body, timeoutMs) =>
  must(path, `${razorpayUrl()}/_emulator/${path}`, { body, timeoutMs });

/** Resolves once the emulator has nothing in flight or scheduled, compressed retries included. */
export const settleRazorpay = () => razorpayControl("webhooks/settle", {}, 15 * 60_000);
