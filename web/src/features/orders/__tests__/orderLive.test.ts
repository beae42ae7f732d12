import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Order } from "@shop/domain";
import { orderWithFulfilmentFromData } from "../api/fulfilmentData";
import { paidOrder } from "./orderPageFixtures";
import type * as Orders from "../api/orders";

/** The order's page: the first answer from one REST read, then the live listener. */
const rest = vi.hoisted(() => ({
  answer: undefined as undefined | { resolve(o: unknown): void; reject(e: unknown): void },
}));
const live = vi.hoisted(() => ({
  emit: undefined as undefined | ((order: unknown) => void),
  stop: vi.fn(),
}));
const paint = vi.hoisted(() => ({ pending: [] as (() => void)[] }));

vi.mock("../api/ordersRest", () => ({
  readOrderOnce: () => new Promise((resolve, reject) => (rest.answer = { resolve, reject })),
}));
vi.mock("../api/orders", async (original) => ({
  ...(await original<typeof Orders>()),
  watchOrder: (_uid: string, _id: string, onChange: (order: unknown) => void) => {
    live.emit = onChange;
    return live.stop;
  },
}));
vi.mock("../../../lib/schedule", () => ({
  afterPaintWhenIdle: (task: () => void) => paint.pending.push(task),
}));

const { watchOrderRestFirst } = await import("../api/orderLive");

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const painted = () => paint.pending.splice(0).forEach((task) => task());

let seen: (Order | null)[];
beforeEach(() => {
  seen = [];
  rest.answer = undefined;
  live.emit = undefined;
  live.stop.mockClear();
  paint.pending = [];
});

const watch = () =>
  watchOrderRestFirst(
    "asha",
    "ORD-2026-1795600000000-K7QZ",
    (order) => seen.push(order),
    () => undefined,
    orderWithFulfilmentFromData,
  );

describe("watchOrderRestFirst", () => {
  it("answers from REST, then listens once that has painted", async () => {
    watch();
    rest.answer?.resolve(paidOrder());
    await settle();
    expect(seen).toEqual([paidOrder()]);
    expect(live.emit).toBeUndefined();
    painted();
    const shipped = paidOrder({ fulfilment: { stage: "shipped", updatedAt: new Date(0) } });
    live.emit?.(shipped);
    expect(seen).toEqual([paidOrder(), shipped]);
  });

  it("answers null for no such order", async () => {
    watch();
    rest.answer?.resolve(null);
    await settle();
    expect(seen).toEqual([null]);
  });

  it("listens at once when the REST read fails", async () => {
    watch();
    rest.answer?.reject(new Error("offline"));
    await settle();
    expect(seen).toEqual([]);
    live.emit?.(paidOrder());
    expect(seen).toEqual([paidOrder()]);
  });

  it("ignores a REST answer that comes after the listener's", async () => {
    watch();
    rest.answer?.reject(new Error("slow"));
    await settle();
    live.emit?.(paidOrder({ amount: 1 }));
    rest.answer?.resolve(paidOrder());
    await settle();
    expect(seen).toEqual([paidOrder({ amount: 1 })]);
  });

  it("starts nothing once stopped, and stops the listener it started", async () => {
    const stop = watch();
    stop();
    rest.answer?.resolve(paidOrder());
    await settle();
    painted();
    expect(seen).toEqual([]);
    expect(live.emit).toBeUndefined();

    const stopLater = watch();
    rest.answer?.reject(new Error("offline"));
    await settle();
    stopLater();
    expect(live.stop).toHaveBeenCalledTimes(1);
  });
});
