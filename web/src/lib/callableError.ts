/**
 * What a callable function's refusal says. The functions answer every refusal
 * with an HttpsError whose message is a sentence for the shopper; this reads
 * its code and decides whether that sentence is safe to show as it is.
 */
export function callableErrorCode(error: unknown): string {
  if (typeof error !== "object" || error === null || !("code" in error)) return "";
  return String(error.code).replace(/^functions\//, "");
}

/** The server's own words when its code is one of `codes`, else undefined. */
export function refusalMessage(error: unknown, codes: ReadonlySet<string>): string | undefined {
  if (!codes.has(callableErrorCode(error))) return undefined;
  return error instanceof Error && error.message ? error.message : undefined;
}
