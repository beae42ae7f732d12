import { afterEach, describe, expect, it, vi } from "vitest";
import { REST_TIME_LIMIT_MS, postDocuments } from "../firestoreRest";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("postDocuments: a REST read has a time limit", () => {
  it("aborts a request that has not answered within the limit", async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    // A server that never answers: only the abort ends the request.
    const hanging = vi.fn((_url: string, init: RequestInit) => {
      signal = init.signal ?? undefined;
      return new Promise<Response>((_, reject) =>
        signal?.addEventListener("abort", () => reject(signal?.reason)),
      );
    });
    vi.stubGlobal("fetch", hanging);
    const outcome = postDocuments(":batchGet", {}, "token").then(
      () => "answered",
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(REST_TIME_LIMIT_MS - 1);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signal?.aborted).toBe(true);
    expect(await outcome).toHaveProperty("name", "AbortError");
  });

  it("stops the clock once the answer is in", async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("[1]", { status: 200 })),
    );
    await expect(postDocuments(":batchGet", {}, "token")).resolves.toEqual([1]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
