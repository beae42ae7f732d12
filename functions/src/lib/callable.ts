import {
  HttpsError,
  onCall,
  type CallableFunction,
  type CallableOptions,
  type CallableRequest,
} from "firebase-functions/v2/https";
import { logger } from "firebase-functions";
import type { z } from "zod";
import {
  CALLABLES,
  DomainError,
  CUSTOMER_REFUSALS,
  TOO_MANY_ATTEMPTS,
  callRateLimitKey,
  declaresRefusal,
  firstIssue,
  type CallableContract,
  type CallableEntry,
} from "../domain";
import { requireAdmin, requireUnrevokedAdmin, requireUser } from "./callerChecks";
import { takeAllowances, type RateLimit } from "./rateLimit";

/** Who called, as the handler sees it: `uid` is the customer's when the call requires one. */
export interface Caller<Uid extends string | undefined> {
  uid: Uid;
  request: CallableRequest<unknown>;
}

/** `admin: "money"` also checks the token against revocation, since those actions move money. */
export type ContractOptions = CallableOptions & {
  signIn?: string;
  admin?: true | "money";
  rateLimit?: RateLimit;
};

export type Handler<C extends CallableContract, Uid extends string | undefined> = (
  input: z.output<C["input"]>,
  caller: Caller<Uid>,
) => Promise<z.input<C["output"]>>;

const contractNames = new WeakMap<object, string>();
const rateLimits = new WeakMap<object, RateLimit>();

/** The name of the contract a deployed callable was made from (for the wiring test). */
export function contractNameOf(callable: unknown): string | undefined {
  return typeof callable === "function" ? contractNames.get(callable) : undefined;
}

/** Each account-limited callable's limit, as its entry declares it (for the wiring tests). */
export const CALL_LIMITS = Object.fromEntries(
  Object.values<CallableEntry>(CALLABLES).flatMap(({ name, rateLimit }) =>
    rateLimit ? [[name, rateLimit]] : [],
  ),
) as { [Name in LimitedCallable]: (typeof CALLABLES)[Name]["rateLimit"] };
type LimitedCallable = {
  [Name in keyof typeof CALLABLES]: (typeof CALLABLES)[Name] extends { rateLimit: RateLimit }
    ? Name
    : never;
}[keyof typeof CALLABLES];

/** The per-account limit a deployed callable was made with (for the wiring test). */
export function rateLimitOf(callable: unknown): RateLimit | undefined {
  return typeof callable === "function" ? rateLimits.get(callable) : undefined;
}

/**
 * A refusal leaves only with a code the contract declares (domain/callables.ts); anything else is
 * logged and answered `internal` with the fallback text, so no internals reach the caller.
 */
export function onContractCall<C extends CallableContract>(
  contract: C,
  options: ContractOptions & { signIn: string },
  handler: Handler<C, string>,
): CallableFunction<unknown, Promise<z.input<C["output"]>>>;
export function onContractCall<C extends CallableContract>(
  contract: C,
  options: ContractOptions & { admin: true | "money" },
  handler: Handler<C, string>,
): CallableFunction<unknown, Promise<z.input<C["output"]>>>;
export function onContractCall<C extends CallableContract>(
  contract: C,
  options: ContractOptions,
  handler: Handler<C, string | undefined>,
): CallableFunction<unknown, Promise<z.input<C["output"]>>>;
export function onContractCall<C extends CallableContract>(
  contract: C,
  { signIn, admin, rateLimit, ...options }: ContractOptions,
  handler: Handler<C, string>,
) {
  checkRateLimit(contract, rateLimit, signIn !== undefined || admin !== undefined);
  const adminCodes = ["unauthenticated", "permission-denied"];
  if (admin && !adminCodes.every((code) => declaresRefusal(contract, code))) {
    throw new Error(`${contract.name}: an admin callable must declare ${adminCodes}`);
  }
  // requireUser refuses with these codes: a customers-only contract declares them.
  const customer = Object.keys(CUSTOMER_REFUSALS);
  if (signIn !== undefined && !customer.every((code) => declaresRefusal(contract, code))) {
    throw new Error(`${contract.name}: a customers-only callable must declare ${customer}`);
  }
  // App Check on every callable (docs/deploy.md, "App Check"): a request that
  // does not come from the shop's web app is refused before the handler runs.
  const callable = onCall(
    { ...options, enforceAppCheck: true },
    (request: CallableRequest<unknown>) =>
      keepingRefusals(contract, async () => {
        const uid =
          admin === "money"
            ? await requireUnrevokedAdmin(request)
            : admin
              ? requireAdmin(request)
              : signIn === undefined
                ? request.auth?.uid
                : requireUser(request, signIn);
        // Without signIn the second overload took a handler that accepts no uid.
        const caller = { uid, request } as Caller<string>;
        const input = parseInput(contract, request.data);
        if (rateLimit && uid) await countCall(contract.name, uid, rateLimit);
        return handler(input, caller);
      }),
  );
  contractNames.set(callable, contract.name);
  if (rateLimit) rateLimits.set(callable, rateLimit);
  return callable;
}

/** A limit counts per account, and its refusal must be one the contract lets through. */
function checkRateLimit(
  contract: CallableContract,
  limit: RateLimit | undefined,
  perAccount: boolean,
) {
  if (limit === undefined) return;
  if (!perAccount) throw new Error(`${contract.name}: a rate limit needs signIn or admin`);
  if (!declaresRefusal(contract, "resource-exhausted")) {
    throw new Error(`${contract.name}: a rate-limited callable must declare resource-exhausted`);
  }
  if (!Number.isInteger(limit.max) || limit.max < 1 || !(limit.windowMs > 0)) {
    throw new Error(`${contract.name}: a rate limit needs a positive max and window`);
  }
}

function parseInput<C extends CallableContract>(contract: C, data: unknown): z.output<C["input"]> {
  const result = contract.input.safeParse(data ?? {});
  if (result.success) return result.data as z.output<C["input"]>;
  const explain = contract.issueText ?? firstIssue;
  throw new HttpsError("invalid-argument", explain(result.error));
}

/** Runs a handler body so that only the contract's refusals leave as they are. */
async function keepingRefusals<T>(contract: CallableContract, body: () => Promise<T>): Promise<T> {
  try {
    return await body();
  } catch (error) {
    const refused = error instanceof HttpsError || error instanceof DomainError;
    if (refused && declaresRefusal(contract, error.code)) {
      throw error instanceof HttpsError ? error : new HttpsError(error.code, error.message);
    }
    if (refused) {
      logger.error(`${contract.name} refused with a code its contract does not declare`, {
        code: error.code,
        message: error.message,
      });
    } else {
      logger.error(`${contract.name} failed`, {
        error: error instanceof Error ? error.stack : String(error),
      });
    }
    throw new HttpsError("internal", contract.fallback);
  }
}

/** Past the allowance: refused, nothing counted (rateLimits/{callable}_uid_{uid}). */
async function countCall(callable: string, uid: string, limit: RateLimit): Promise<void> {
  const usedUp = await takeAllowances([{ key: callRateLimitKey(callable, uid), limit }]);
  if (usedUp === undefined) return;
  logger.warn(`${callable} rate limit reached`, { uid, ...limit });
  throw new HttpsError("resource-exhausted", TOO_MANY_ATTEMPTS);
}
