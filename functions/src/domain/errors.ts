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
