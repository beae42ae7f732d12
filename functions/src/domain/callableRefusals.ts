/**
 * The codes a callable may refuse with (a subset of Firebase's
 * FunctionsErrorCode). `internal` is not among them: it is the answer to a
 * failure, carrying the callable's fallback text.
 */
export type RefusalCode =
  | "invalid-argument"
  | "failed-precondition"
  | "not-found"
  | "unauthenticated"
  | "permission-denied"
  | "resource-exhausted"
  | "unavailable";

/**
 * What the shopper reads for a refusal: the server's own sentence (written
 * for the shopper, e.g. which field to fix), or a fixed text whatever the
 * server said.
 */
export type Refusal = "server" | { readonly text: string };

/**
 * The zod-free half of a callable's contract (callables.ts adds the schemas):
 * its deployed name, the most time one call may take, the text it answers a
 * failure with, and every refusal it may answer. The web reads these before
 * the Functions SDK and zod arrive; each callable's terms sit in a module of
 * their own (placeOrderTerms.ts, paymentTerms.ts, contactTerms.ts), so a page
 * downloads only the ones it calls.
 */
export interface CallableTerms<Name extends string = string> {
  readonly name: Name;
  /**
   * The function's timeout, the one figure for both sides: functions/src/runtime.ts
   * deploys the function with it, and the web waits it plus the trip
   * (web/src/lib/callableTimeLimits.ts). It leaves headroom over the
   * handler's longest wait (functions/src/payments/paymentTiming.ts), which
   * functions/src/__tests__/runtime.test.ts checks.
   */
  readonly timeoutSeconds: number;
  readonly fallback: string;
  readonly refusals: Readonly<Partial<Record<RefusalCode, Refusal>>>;
}

/** A signed-in customer's callable refuses a signed-out or unverified caller in its own words. */
export const CUSTOMER_REFUSALS = {
  unauthenticated: "server",
  "failed-precondition": "server",
} as const satisfies CallableTerms["refusals"];

/** Whether `terms` declares `code` among the refusals the callable may answer. */
export function declaresRefusal(terms: CallableTerms, code: string): code is RefusalCode {
  return Object.hasOwn(terms.refusals, code);
}

/**
 * The one refusal mapper: the text a shopper reads for a callable's refusal,
 * or undefined when `code` is not one it declares (or it declares the
 * server's words and the server sent none): the caller's fallback applies.
 */
export function refusalFor(
  terms: CallableTerms,
  code: string,
  serverMessage: string,
): string | undefined {
  if (!declaresRefusal(terms, code)) return undefined;
  const refusal = terms.refusals[code];
  if (refusal === undefined) return undefined;
  if (refusal === "server") return serverMessage === "" ? undefined : serverMessage;
  return refusal.text;
}
