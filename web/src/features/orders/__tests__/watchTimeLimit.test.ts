import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/**
 * Order watching has a time limit on its first answer, and what the cache
 * alone says (offline) is no answer.
 */
const sdk = vi.hoisted(() => ({
  next: undefined as undefined | ((snapshot: unknown) => void),
}));
vi.mock("../api/ordersRest", () => ({
  readPaidOrders: () => Promise.reject(new Error("REST read failed")),
}));
vi.mock("../../../lib/schedule", () => ({ afterPaintWhenIdle: (task: () => void) => task() }));
vi.mock("../../../lib/firebase", () => ({ getFirestoreClient: () => Promise.resolve({}) }));
vi.mock("../../../lib/sdk/firestore", () => ({
  doc: () => ({}),
  collection: () => ({}),
  where: () => ({}),
  orderBy: () => ({}),
  query: () => ({}),
  onSnapshot: (_ref: unknown, next: (snapshot: unknown) => void) => {
    sdk.next = next;
    return () => undefined;
  },
}));

const { DatabaseUnavailableError, FIRST_ANSWER_TIME_LIMIT_MS, watchOrder, watchPaidOrders } =
  await import("../api/orders");

const ORDER_ID = "ORD-2026-1767225600000-K7QZ";
const missing = (fromCache: boolean) => ({
  id: ORDER_ID,
  exists: () => false,
  metadata: { fromCache },
});
const emptyList = (fromCache: boolean) => ({ docs: [], metadata: { fromCache } });

let changes: unknown[];
let errors: unknown[];
beforeEach(() => {
  changes = [];
  errors = [];
  sdk.next = undefined;
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

const watchers = {
  "the order on /payment": () =>
    watchOrder(
      "asha",
      ORDER_ID,
      (order) => changes.push(order),
      (error) => errors.push(error),
    ),
  "My Orders' list": () =>
    watchPaidOrders(
      "asha",
      (orders) => changes.push(orders),
      (error) => errors.push(error),
    ),
};
const cacheOnly = { "the order on /payment": missing, "My Orders' list": emptyList };

describe.each(Object.keys(watchers) as (keyof typeof watchers)[])("%s", (name) => {
  it("reports the database unreachable once when no answer comes in time, and still shows a late one", async () => {
    watchers[name]();
    await vi.advanceTimersByTimeAsync(FIRST_ANSWER_TIME_LIMIT_MS - 1);
    // Offline, the SDK's cache says "missing" or "none": not an answer.
    sdk.next?.(cacheOnly[name](true));
    expect(changes).toEqual([]);
    expect(errors).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(errors).toEqual([expect.any(DatabaseUnavailableError)]);
    sdk.next?.(cacheOnly[name](false));
    expect(changes).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(FIRST_ANSWER_TIME_LIMIT_MS);
    expect(errors).toHaveLength(1);
  });

  it("stops the clock with the first answer from the server, and the cache counts after it", async () => {
    const stop = watchers[name]();
    await vi.advanceTimersByTimeAsync(0);
    sdk.next?.(cacheOnly[name](false));
    sdk.next?.(cacheOnly[name](true));
    expect(changes).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(FIRST_ANSWER_TIME_LIMIT_MS);
    expect(errors).toEqual([]);
    stop();
  });

  it("stops the clock when the page stops watching", async () => {
    const stop = watchers[name]();
    stop();
    await vi.advanceTimersByTimeAsync(FIRST_ANSWER_TIME_LIMIT_MS);
    expect(errors).toEqual([]);
  });
});
