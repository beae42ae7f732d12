export class TimeLimitError extends Error {
  override name = "TimeLimitError";
}

/** Offline, a write waits for the network: tell the shopper instead of "Saving…" forever. */
export function withTimeLimit<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeLimitError(`${what} took over ${ms} ms`)), ms);
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}
