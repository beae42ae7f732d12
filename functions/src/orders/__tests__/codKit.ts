/**
 * What the cash on delivery tests share: a shopper whose token carries the
 * delivery phone as verified, placing COD orders through the real callables,
 * the params set per test, and every stored document for "nothing written".
 */
import { afterEach } from "vitest";
import { COLLECTIONS } from "../../domain";
import { placeCodOrder } from "../../index";
import { db } from "../../lib/firestore";
import { ADDRESS, placePendingOrder } from "../../payments/__tests__/paymentKit";
import { allDocumentPaths, callAs, type TestCaller } from "../../testing/harness";

/** ADDRESS's phone, verified on her account. */
export const asha: TestCaller = { uid: "asha", phone: "+919876543210" };
/** placePendingOrder's two units, and the default fee (COD_FEE_RUPEES 49). */
export const AMOUNT = 79800;
export const FEE = 4900;

export const placeCod = (caller: TestCaller, orderId: string, address = ADDRESS) =>
  callAs(placeCodOrder, caller, { orderId, address });

/** A pending order placed, then confirmed for cash on delivery. */
export async function codOrder(caller: TestCaller = asha) {
  const orderId = await placePendingOrder(caller);
  await placeCod(caller, orderId);
  return orderId;
}

/** Sets COD_* params for one test; each goes back to its value after it. */
export function useCodParams() {
  const saved = new Map<string, string | undefined>();
  afterEach(() => {
    for (const [name, value] of saved) process.env[name] = value;
    saved.clear();
  });
  return (params: Record<string, string>) => {
    for (const [name, value] of Object.entries(params)) {
      if (!saved.has(name)) saved.set(name, process.env[name]);
      process.env[name] = value;
    }
  };
}

/** Every stored document with its data but the accounts' call counters, which each call counts. */
export async function storedDocuments(): Promise<Record<string, unknown>> {
  const perAccount = new RegExp(`^${COLLECTIONS.rateLimits}/\\w+_uid_`);
  const paths = (await allDocumentPaths()).filter((path) => !perAccount.test(path));
  const docs = await Promise.all(paths.map(async (path) => (await db().doc(path).get()).data()));
  return Object.fromEntries(paths.map((path, i) => [path, docs[i]]));
}

export const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => e as { code?: string; message?: string },
  );
