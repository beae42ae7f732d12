// One shopper's journey as a browser makes it, retries included (docs/load.md).
import { randomUUID } from "node:crypto";
import { createRequire } from "node:module";
import { callFunction, createVerifiedShopper, payOnCheckout, razorpayControl } from "./clients.mjs";
import { inPool } from "./stats.mjs";

const { PRODUCTS } = createRequire(import.meta.url)("../../functions/lib/domain/index.js");

export const ADDRESS = {
  name: "Load Shopper",
  phone: "9876543210",
  address: "1 Test Road",
  city: "Pune",
  state: "Maharashtra",
  pincode: "411001",
};

/** `n` verified shoppers named `<name>-<run>-<i>`, each with its kind, cart and request key. */
export async function createShoppers(n, name, kindOf) {
  const run = Date.now();
  const shoppers = [];
  await inPool([...Array(n).keys()], 10, async (i) => {
    const user = await createVerifiedShopper(`${name}-${run}-${i}@example.in`, `${name}-pass-1`);
    const shopper = { index: i, kind: kindOf(i), ...cartFor(i), requestId: randomUUID() };
    shoppers[i] = { ...user, ...shopper, paid: false, errors: [] };
  });
  return shoppers;
}

export function kindOf(i, harsh) {
  if (harsh && i % 20 === 19) return "late";
  if (i % 10 === 9) return "fails";
  return i % 5 === 2 ? "webhook-only" : "confirms";
}

/** A cart from the real catalog, and its price computed from the catalog's own numbers. */
function cartFor(i) {
  const lines = [];
  let catalogAmount = 0;
  PRODUCTS.forEach((product, p) => {
    if ((i + p) % 3 === 2) return; // some shoppers buy one product, some both
    const variantKey = Object.keys(product.variants)[(i + p) % 2];
    const quantity = 1 + ((i * 7 + p) % 3);
    lines.push({ productId: product.id, variantKey, quantity });
    catalogAmount += product.variants[variantKey].price * quantity;
  });
  return { lines, catalogAmount };
}

/** A request the client never got an answer to: timed out, or the connection dropped. */
const unanswered = (error) => error.name === "TimeoutError" || error.message === "fetch failed";

// Taps again with the same key after no answer, `tries` times at most: the server must answer one
// order (one Razorpay order); a shopper who gives up is flagged for the audit.
async function retrying(shopper, tries, [retries, gaveUp], call) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      if (!unanswered(error)) throw error;
      if (attempt >= tries) {
        shopper[gaveUp] = true;
        return undefined;
      }
      shopper[retries] = (shopper[retries] ?? 0) + 1;
    }
  }
}

export async function shop(shopper, { keyId, timed, placeOrderTimeoutMs }) {
  const { idToken } = shopper;
  const data = { items: shopper.lines, requestId: shopper.requestId };
  const placed = await timed("placeOrder", () =>
    retrying(shopper, 3, ["placeOrderRetries", "placeOrderGaveUp"], () =>
      callFunction("placeOrder", data, idToken, placeOrderTimeoutMs),
    ),
  );
  if (!placed) return;
  const { orderId } = placed;
  shopper.orderId = orderId;
  const checkout = await retrying(shopper, 2, ["startPaymentRetries", "gaveUp"], () =>
    timed("startPayment", () =>
      callFunction("startPayment", { orderId, address: ADDRESS }, idToken),
    ),
  );
  if (!checkout) return;
  if (checkout.amount !== shopper.catalogAmount) {
    throw new Error(`checkout shows ${checkout.amount}, catalog says ${shopper.catalogAmount}`);
  }
  const { razorpayOrderId, prefill } = checkout;
  const outcome = shopper.kind === "fails" || shopper.kind === "late" ? "failure" : "success";
  const answer = await timed("pay", () => payOnCheckout(keyId, razorpayOrderId, outcome, prefill));
  if (shopper.kind === "late") {
    // The widget said it failed; the bank authorises a few seconds later.
    const late = { afterMs: 2000, capture: "manual" };
    await razorpayControl(`orders/${razorpayOrderId}/late-payment`, late);
  }
  shopper.paid = shopper.kind !== "fails";
  if (shopper.kind !== "confirms") return;
  let confirmed;
  try {
    confirmed = await timed("confirmPayment", () =>
      callFunction("confirmPayment", { orderId, ...answer }, idToken),
    );
  } catch (error) {
    // An overloaded Functions emulator sometimes never answers; the webhook still settles the
    // order, so this is counted and the audit still demands it paid.
    if (!unanswered(error)) throw error;
    shopper.confirmUnanswered = true;
    return;
  }
  if (confirmed.status !== "paid" && confirmed.status !== "confirming") {
    throw new Error(`confirmPayment answered ${JSON.stringify(confirmed)}`);
  }
  shopper.confirmAnswer = confirmed.status;
}

// Untimed waves as wide as the run's concurrency: the emulator starts a worker per concurrent
// request (seconds each when busy), so all are warm before the clock. Bad input writes nothing.
export async function warmUp(shopper, concurrency) {
  const names = ["placeOrder", "startPayment", "confirmPayment"];
  const refused = (name) => callFunction(name, {}, shopper.idToken).catch(() => undefined);
  const webhook = () =>
    fetch(`${process.env.SHOP_FUNCTIONS_URL}/razorpayWebhook`, {
      method: "POST",
      body: "{}",
      signal: AbortSignal.timeout(90_000),
    }).catch(() => undefined);
  for (const name of names) await refused(name);
  await webhook();
  for (let wave = 0; wave < 2; wave += 1) {
    await Promise.all([
      ...names.flatMap((name) => Array.from({ length: concurrency }, () => refused(name))),
      ...Array.from({ length: concurrency }, webhook),
    ]);
  }
}
