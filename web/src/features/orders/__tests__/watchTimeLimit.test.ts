import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/**
 * Order watching has a time limit on its first answer, and what the cache
 * alone says (offline) is no answer; the server's "nothing changed" is one.
 */
const sdk = vi.hoisted(() => ({
  next: undefined as undefined | ((snapshot: unknown) => void),
  metadataToo: false,
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
  onSnapshot: (_ref: unknown, ...args: unknown[]) => {
    const [options, next] = (typeof args[0] === "function" ? [{}, ...args] : args) as [
      { includeMetadataChanges?: boolean },
      (snapshot: unknown) => void,
    ];
    sdk.metadataToo = options.includeMetadataChanges === true;
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
  data: () => undefined,
  metadata: { fromCache },
});
const emptyList = (fromCache: boolean) => ({
  docs: [],
  docChanges: () => [],
  metadata: { fromCache },
});
const pendingOrder = {
  orderId: ORDER_ID,
  status: "pending",
  amount: 39900,
  items: [],
  createdAt: new Date(0),
};
const stored = (fromCache: boolean) => ({
  id: ORDER_ID,
  exists: () => true,
  data: () => pendingOrder,
  metadata: { fromCache },
});
const oneOrder = (fromCache: boolean) => {
  const docs = [stored(fromCache)];
  return { docs, docChanges: () => docs, metadata: { fromCache } };
};
/**
 * The SDK hands over a metadata-only change (no document changed) only to a
 * listener that asked for them.
 */
const metadataOnly = (snapshot: object) => {
  if (sdk.metadataToo) sdk.next?.({ ...snapshot, docChanges: () => [] });
};

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
const cached = { "the order on /payment": stored, "My Orders' list": oneOrder };

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
    sdk.next?.(cached[name](true));
    expect(changes).toHaveLength(2);
    // Only the connection changed (the same data, now from the cache): nothing new to show.
    metadataOnly(cached[name](false));
    expect(changes).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(FIRST_ANSWER_TIME_LIMIT_MS);
    expect(errors).toEqual([]);
    stop();
  });

  it("listening again to what the cache holds, answers when the server says nothing changed", async () => {
    const stop = watchers[name]();
    await vi.advanceTimersByTimeAsync(0);
    sdk.next?.(cached[name](true));
    expect(changes).toEqual([]);
    // The server's answer only flips fromCache: a metadata-only change.
    metadataOnly(cached[name](false));
    expect(changes).toEqual([
      name === "My Orders' list"
        ? [expect.objectContaining({ orderId: ORDER_ID })]
        : expect.objectContaining({ orderId: ORDER_ID, status: "pending" }),
    ]);
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
