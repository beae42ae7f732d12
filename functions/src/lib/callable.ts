import { getAuth, type DecodedIdToken } from "firebase-admin/auth";
import { logger } from "firebase-functions";
import {
  HttpsError,
  onCall,
  type CallableOptions,
  type CallableRequest,
} from "firebase-functions/v2/https";
import type { z } from "zod";
import {
  ADMIN_MESSAGES,
  type CALLABLES,
  CUSTOMER_REFUSALS,
  DomainError,
  MESSAGES,
  TOO_MANY_ATTEMPTS,
  callRateLimitKey,
  declaresRefusal,
  firstIssue,
  type CallableContract,
  type CallableEntry,
  type CallableName,
} from "../domain";
import { db } from "./firestore";
import { takeAllowances, type RateLimit } from "./rateLimit";

/** Who called: `uid` is the customer's (or operator's) when the call requires one. */
export interface Caller<Uid extends string | undefined> {
  uid: Uid;
  request: CallableRequest<unknown>;
}

export type ContractOptions = CallableOptions & {
  signIn?: string;
  access?: CallableEntry["access"];
  rateLimit?: RateLimit;
};

export type Handler<C extends CallableContract, Uid extends string | undefined> = (
  input: z.output<C["input"]>,
  caller: Caller<Uid>,
) => Promise<z.input<C["output"]>>;

type Entry<Name extends CallableName> = (typeof CALLABLES)[Name];
/** A deployed callable's handler, typed by its CALLABLES entry: a uid unless it is public. */
export type CallableHandler<Name extends CallableName> = Handler<
  Entry<Name>,
  Entry<Name>["access"] extends "public" ? string | undefined : string
>;

// What each deployed callable was made from, for the wiring tests.
const madeFrom = new WeakMap<object, { name: string; rateLimit: RateLimit | undefined }>();
export const contractNameOf = (callable: unknown) => madeFrom.get(callable as object)?.name;
export const rateLimitOf = (callable: unknown) => madeFrom.get(callable as object)?.rateLimit;

/** A refusal leaves only with a code the contract declares; anything else is logged, `internal`. */
export function onContractCall<C extends CallableContract>(
  contract: C,
  { signIn: given, access, rateLimit, ...options }: ContractOptions,
  handler: Handler<C, string>,
) {
  const signIn = typeof access === "object" ? access.signIn : given;
  const admin = access === "admin" || access === "admin-money";
  const mustDeclare = (codes: string[], what: string) => {
    if (!codes.every((code) => declaresRefusal(contract, code))) {
      throw new Error(`${contract.name}: ${what} must declare ${codes.join(",")}`);
    }
  };
  if (rateLimit) {
    if (!signIn && !admin) throw new Error(`${contract.name}: a rate limit needs signIn or admin`);
    mustDeclare(["resource-exhausted"], "a rate-limited callable");
    if (!Number.isInteger(rateLimit.max) || rateLimit.max < 1 || !(rateLimit.windowMs > 0)) {
      throw new Error(`${contract.name}: a rate limit needs a positive max and window`);
    }
  }
  if (admin) mustDeclare(["unauthenticated", "permission-denied"], "an admin callable");
  if (signIn !== undefined)
    mustDeclare(Object.keys(CUSTOMER_REFUSALS), "a customers-only callable");
  // App Check (docs/deploy.md): a request not from the shop's web app never reaches the handler.
  const callable = onCall({ ...options, enforceAppCheck: true }, (request) =>
    keepingRefusals(contract, async () => {
      const uid =
        access === "admin-money"
          ? await requireUnrevokedAdmin(request)
          : admin
            ? requireAdmin(request)
            : signIn === undefined
              ? request.auth?.uid
              : requireUser(request, signIn);
      const input = contract.input.safeParse(request.data ?? {});
      if (!input.success) {
        throw new HttpsError("invalid-argument", (contract.issueText ?? firstIssue)(input.error));
      }
      if (rateLimit && uid) await countCall(contract.name, uid, rateLimit);
      // A public callable's handler accepts an undefined uid (CallableHandler types it so).
      return handler(input.data as z.output<C["input"]>, { uid, request } as Caller<string>);
    }),
  );
  madeFrom.set(callable, { name: contract.name, rateLimit });
  return callable;
}

async function keepingRefusals<T>(contract: CallableContract, body: () => Promise<T>): Promise<T> {
  try {
    return await body();
  } catch (error) {
    const refused = error instanceof HttpsError || error instanceof DomainError;
    if (refused && declaresRefusal(contract, error.code)) {
      throw error instanceof HttpsError ? error : new HttpsError(error.code, error.message);
    }
    const [what, fields] = refused
      ? [
          "refused with a code its contract does not declare",
          { code: error.code, message: error.message },
        ]
      : ["failed", { error: error instanceof Error ? error.stack : String(error) }];
    logger.error(`${contract.name} ${what}`, fields);
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

/** docs/product.md §7: e-mail and password, or Google; anonymous, phone or custom are signed out.
 * Verifying a phone for COD signs in again by "phone" (docs/cod.md): the account still counts. */
function isCustomer(token: DecodedIdToken) {
  const { sign_in_provider: provider, identities = {} } = token.firebase ?? {};
  if (provider === "password" || provider === "google.com") return true;
  return provider === "phone" && ("email" in identities || "google.com" in identities);
}

function requireUser(request: CallableRequest<unknown>, message: string): string {
  const uid = request.auth?.uid;
  const token = request.auth?.token;
  if (!uid || !token || !isCustomer(token)) throw new HttpsError("unauthenticated", message);
  // Google vouches only for the addresses it verified itself (email_verified).
  if (token.email_verified !== true) {
    throw new HttpsError("failed-precondition", MESSAGES.emailNotVerified);
  }
  return uid;
}

function requireAdmin(request: CallableRequest<unknown>): string {
  const uid = request.auth?.uid;
  if (!uid) throw new HttpsError("unauthenticated", ADMIN_MESSAGES.signIn);
  if (request.auth?.token.admin !== true) {
    throw new HttpsError("permission-denied", ADMIN_MESSAGES.notAdmin);
  }
  return uid;
}

/** Moving money: the ID token checked against revocation, so a revoked operator loses it now. */
async function requireUnrevokedAdmin(request: CallableRequest<unknown>): Promise<string> {
  const uid = requireAdmin(request);
  const header = request.rawRequest?.headers?.authorization;
  const idToken = typeof header === "string" ? /^Bearer (\S+)$/.exec(header)?.[1] : undefined;
  if (!idToken) throw new HttpsError("permission-denied", ADMIN_MESSAGES.notAdmin);
  db(); // the Admin SDK's app, which getAuth needs
  const claims = await getAuth()
    .verifyIdToken(idToken, true)
    .catch((error: unknown) => {
      const code = (error as { code?: unknown } | null)?.code;
      // Auth's own answer on the token (revoked, disabled, expired, malformed) is a refusal.
      if (typeof code !== "string" || !code.startsWith("auth/")) throw error;
      logger.warn("an admin money action with a token that did not verify", { uid, code });
      throw new HttpsError("permission-denied", ADMIN_MESSAGES.notAdmin);
    });
  if (claims.uid !== uid || claims.admin !== true) {
    throw new HttpsError("permission-denied", ADMIN_MESSAGES.notAdmin);
  }
  return uid;
}
