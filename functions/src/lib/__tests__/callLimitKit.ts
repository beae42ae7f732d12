/**
 * One deployed callable's rate limit, end to end (domain/callables.ts): the call
 * past the limit is refused before any work, other accounts are not held
 * back, and the window passes. The shopper's and the console's test files
 * run it on each of their callables.
 */
import type { CallableFunction } from "firebase-functions/v2/https";
import { expect } from "vitest";
import { callRateLimitPath } from "../../domain";
import type { PaymentKit } from "../../payments/__tests__/paymentKit";
import { CALL_LIMITS, allDocumentPaths, callAs, type TestCaller } from "../../testing/harness";
import { db } from "../firestore";

export const TOO_MANY = "Too many attempts. Please wait a few minutes and try again.";

export interface LimitCase {
  name: keyof typeof CALL_LIMITS;
  fn: CallableFunction<unknown, unknown>;
  /** The account that uses up its allowance, and another one. */
  caller: TestCaller;
  other: TestCaller;
  /** The input of one call `who` may make, with what it needs in place (an order placed, paid…). */
  prepare(who: TestCaller): Promise<unknown>;
}

const counter = (c: LimitCase, uid: string) => db().doc(callRateLimitPath(c.name, uid));

/** `count` calls already made by `uid`, the newest `newestAgoMs` ago. */
export async function seedCalls(c: LimitCase, uid: string, count: number, newestAgoMs: number) {
  const hits = Array.from({ length: count }, (_, i) => Date.now() - newestAgoMs - i * 1000);
  await counter(c, uid).set({ hits });
}

/** Every stored document and when it last changed: equal before and after means nothing written. */
async function firestoreState(): Promise<Record<string, string>> {
  const state: Record<string, string> = {};
  for (const path of await allDocumentPaths()) {
    state[path] = (await db().doc(path).get()).updateTime?.toDate().toISOString() ?? "";
  }
  return state;
}

/** What Razorpay holds: a Razorpay order, a capture or a refund made would change it. */
function razorpayState(kit: PaymentKit) {
  const { orders, payments, refunds } = kit.emulator.store;
  return JSON.stringify([[...orders.values()], [...payments.values()], [...refunds.values()]]);
}

export async function expectLimitHolds(c: LimitCase, kit: PaymentKit) {
  const { max, windowMs } = CALL_LIMITS[c.name];
  const input = await c.prepare(c.caller);
  await seedCalls(c, c.caller.uid, max, 1000);
  const firestore = await firestoreState();
  const razorpay = razorpayState(kit);

  // Call max + 1 in the window: refused in words, and nothing done at all.
  await expect(callAs(c.fn, c.caller, input)).rejects.toMatchObject({
    code: "resource-exhausted",
    message: TOO_MANY,
  });
  expect(await firestoreState()).toEqual(firestore);
  expect(razorpayState(kit)).toBe(razorpay);

  // Another account is not held back.
  await expect(callAs(c.fn, c.other, await c.prepare(c.other))).resolves.toBeDefined();

  // Once those calls are older than the window, the same call goes through and counts.
  await seedCalls(c, c.caller.uid, max, windowMs + 1000);
  await expect(callAs(c.fn, c.caller, input)).resolves.toBeDefined();
  expect((await counter(c, c.caller.uid).get()).get("hits")).toHaveLength(1);
}
