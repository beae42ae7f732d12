import type { CallableContract } from "./callables";

/** Why a request was refused, in words a shopper can read. */
export type DomainErrorCode =
  "invalid-argument" | "failed-precondition" | "not-found" | "resource-exhausted";

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "DomainError";
  }
}

/** The codes a callable may refuse with; `internal` is the answer to a failure, with the fallback. */
export type RefusalCode = DomainErrorCode | "unauthenticated" | "permission-denied" | "unavailable";

/** What the caller reads for a refusal: the server's own sentence, or a fixed text. */
export type Refusal = "server" | { readonly text: string };

/** A callable's rate limit (then `resource-exhausted`): ten minutes, so "wait a few minutes" holds. */
export const perTenMinutes = (max: number) => ({ max, windowMs: 10 * 60_000 });

type Refusing = Pick<CallableContract, "refusals">;

export const declaresRefusal = (contract: Refusing, code: string): code is RefusalCode =>
  Object.hasOwn(contract.refusals, code);

/** Undefined for an undeclared `code` (or missing server words): the caller's fallback applies. */
export function refusalFor(contract: Refusing, code: string, serverMessage: string) {
  const refusal = declaresRefusal(contract, code) ? contract.refusals[code] : undefined;
  return refusal === "server" ? serverMessage || undefined : refusal?.text;
}
