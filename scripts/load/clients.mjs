// Speaks to the stack as a browser does (Auth REST, callables, checkout Pay/Fail) and seeds
// Firestore over REST with the emulator's "owner" bearer, which passes the rules.
export function env(name) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run through scripts/stack.mjs --run`);
  return value;
}

const REQUEST_TIMEOUT_MS = 90_000;
const OWNER = { authorization: "Bearer owner" };
const project = () => process.env.GCLOUD_PROJECT ?? "demo-shop";
export const razorpayUrl = () => env("SHOP_RAZORPAY_URL");

async function requestJson(
  url,
  body,
  headers = {},
  timeoutMs = REQUEST_TIMEOUT_MS,
  method = "POST",
) {
  const res = await fetch(url, {
    method: body === undefined ? "GET" : method,
    headers: { "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    // A request the emulators never answer must not hang the run.
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await res.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = { text };
  }
  return { status: res.status, json };
}

async function must(promise, what) {
  const { status, json } = await promise;
  if (status >= 300) throw new Error(`${what} → ${status} ${JSON.stringify(json)}`);
  return json;
}

const identity = (what, path, body, headers) => {
  const host = env("FIREBASE_AUTH_EMULATOR_HOST");
  return must(
    requestJson(`http://${host}/identitytoolkit.googleapis.com/v1/${path}`, body, headers),
    what,
  );
};

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

/** A plain value (strings, whole numbers, booleans, Dates, arrays, objects) as Firestore REST's. */
function restValue(value) {
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (typeof value === "string") return { stringValue: value };
  if (typeof value === "boolean") return { booleanValue: value };
  if (Number.isInteger(value)) return { integerValue: String(value) };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(restValue) } };
  return { mapValue: { fields: restFields(value) } };
}
const restFields = (data) =>
  Object.fromEntries(Object.entries(data).map(([k, v]) => [k, restValue(v)]));

/** Writes `data` to the document at `path` in the Firestore emulator. */
export async function writeDocument(path, data) {
  const url = `http://${env("FIRESTORE_EMULATOR_HOST")}/v1/projects/${project()}/databases/(default)/documents/${path}`;
  const body = { fields: restFields(data) };
  await must(requestJson(url, body, OWNER, REQUEST_TIMEOUT_MS, "PATCH"), `writing ${path}`);
}

// Unsigned, as web/src/lib/localAppCheckToken.ts makes it: only the Functions emulator accepts
// that, and every callable enforces App Check.
function localAppCheckToken() {
  const part = (value) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const iat = Math.floor(Date.now() / 1000);
  return `${part({ alg: "none", typ: "JWT" })}.${part({ sub: "load-run", iat, exp: iat + 3600 })}.`;
}

/** Result, or throws the HttpsError's status and message (TimeoutError if the client gives up). */
export async function callFunction(name, data, idToken, timeoutMs = REQUEST_TIMEOUT_MS) {
  const { status, json } = await requestJson(
    `${env("SHOP_FUNCTIONS_URL")}/${name}`,
    { data },
    { authorization: `Bearer ${idToken}`, "x-firebase-appcheck": localAppCheckToken() },
    timeoutMs,
  );
  if (status !== 200 || !json.result) {
    throw new Error(
      `${name} → ${status} ${json.error?.status ?? ""} ${json.error?.message ?? JSON.stringify(json)}`,
    );
  }
  return json.result;
}

/** What checkout.js's Pay or Fail button sends. */
export async function payOnCheckout(keyId, razorpayOrderId, outcome, prefill) {
  return must(
    requestJson(`${razorpayUrl()}/v1/checkout/pay`, {
      key: keyId,
      order_id: razorpayOrderId,
      outcome,
      email: prefill.email,
      contact: prefill.contact,
    }),
    "checkout pay",
  );
}

export async function razorpayControl(path, body, timeoutMs = REQUEST_TIMEOUT_MS) {
  return must(requestJson(`${razorpayUrl()}/_emulator/${path}`, body, {}, timeoutMs), path);
}

/** Resolves once the emulator has nothing in flight or scheduled, compressed retries included. */
export const settleRazorpay = () => razorpayControl("webhooks/settle", {}, 15 * 60_000);
