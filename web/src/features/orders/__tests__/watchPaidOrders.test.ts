import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Order } from "@shop/domain";

/**
 * My Orders' list: the first answer from the REST read, then the Firestore
 * SDK's listener (started once that answer has painted) keeps it live.
 */
const rest = vi.hoisted(() => ({
  answer: undefined as undefined | { resolve(o: unknown[]): void; reject(e: unknown): void },
}));
const sdk = vi.hoisted(() => ({
  emit: undefined as undefined | ((docs: { id: string; data: Record<string, unknown> }[]) => void),
  unsubscribe: vi.fn(),
  listening: vi.fn(),
}));
const paint = vi.hoisted(() => ({ pending: [] as (() => void)[] }));

vi.mock("../api/ordersRest", () => ({
  readPaidOrders: () => new Promise((resolve, reject) => (rest.answer = { resolve, reject })),
}));
vi.mock("../../../lib/schedule", () => ({
  afterPaintWhenIdle: (task: () => void) => paint.pending.push(task),
}));
vi.mock("../../../lib/firebase", () => ({ getFirestoreClient: () => Promise.resolve({}) }));
vi.mock("../../../lib/sdk/firestore", () => ({
  collection: () => ({}),
  where: () => ({}),
  orderBy: () => ({}),
  query: () => ({}),
  onSnapshot: (_query: unknown, _options: unknown, next: (snapshot: unknown) => void) => {
    sdk.listening();
    sdk.emit = (docs) => {
      const stored = docs.map(({ id, data }) => ({ id, exists: () => true, data: () => data }));
      // Each emit here is a change of the list's data.
      next({ docs: stored, docChanges: () => stored, metadata: { fromCache: false } });
    };
    return sdk.unsubscribe;
  },
}));

const { watchPaidOrders } = await import("../api/orders");

const stored = (orderId: string) => ({
  id: orderId,
  data: { orderId, status: "paid", amount: 39900, items: [], createdAt: new Date(0) },
});
const order = (orderId: string) => expect.objectContaining({ orderId, status: "paid" }) as Order;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let seen: Order[][];
let errors: unknown[];
beforeEach(() => {
  seen = [];
  errors = [];
  paint.pending = [];
  sdk.emit = undefined;
  sdk.unsubscribe.mockClear();
  sdk.listening.mockClear();
});

function watch() {
  return watchPaidOrders(
    "asha",
    (orders) => seen.push(orders),
    (error) => errors.push(error),
  );
}

describe("watchPaidOrders", () => {
  it("shows the REST answer first, then listens once it has painted", async () => {
    watch();
    rest.answer?.resolve([{ orderId: "ORD-1", status: "paid" }]);
    await settle();
    expect(seen).toEqual([[order("ORD-1")]]);
    expect(sdk.listening).not.toHaveBeenCalled();

    paint.pending.forEach((task) => task());
    await settle();
    expect(sdk.listening).toHaveBeenCalledTimes(1);
    sdk.emit?.([stored("ORD-2"), stored("ORD-1")]);
    expect(seen.at(-1)).toEqual([order("ORD-2"), order("ORD-1")]);
    expect(errors).toEqual([]);
  });

  it("listens at once when the REST read fails, and the listener answers", async () => {
    watch();
    rest.answer?.reject(new Error("Firestore answered HTTP 503"));
    await settle();
    expect(sdk.listening).toHaveBeenCalledTimes(1);
    sdk.emit?.([stored("ORD-1")]);
    expect(seen).toEqual([[order("ORD-1")]]);
    expect(errors).toEqual([]);
  });

  it("ignores a REST answer that comes after the listener's", async () => {
    watch();
    rest.answer?.reject(new Error("slow"));
    await settle();
    sdk.emit?.([stored("ORD-2")]);
    rest.answer?.resolve([]);
    await settle();
    expect(seen).toEqual([[order("ORD-2")]]);
  });

  it("does nothing more once stopped, neither the answer nor the listener", async () => {
    const stop = watch();
    stop();
    rest.answer?.resolve([{ orderId: "ORD-1", status: "paid" }]);
    await settle();
    paint.pending.forEach((task) => task());
    await settle();
    expect(seen).toEqual([]);
    expect(sdk.listening).not.toHaveBeenCalled();
  });

  it("stops the listener when stopped after it started", async () => {
    const stop = watch();
    rest.answer?.resolve([]);
    await settle();
    paint.pending.forEach((task) => task());
    await settle();
    stop();
    expect(sdk.unsubscribe).toHaveBeenCalledTimes(1);
  });
});
