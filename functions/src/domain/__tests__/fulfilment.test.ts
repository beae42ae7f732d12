import { describe, expect, it } from "vitest";
import {
  ADMIN_MESSAGES,
  FULFILMENT_STAGES,
  REFUND_HOLD_MS,
  availableToRefund,
  canMoveTo,
  decideAdvance,
  decideCancel,
  nextRefundState,
  refundableAmount,
  refundedAmount,
  stageOf,
  type FulfilmentStage,
  type RefundState,
} from "..";

const ALLOWED: ReadonlyArray<[FulfilmentStage, FulfilmentStage]> = [
  ["paid", "packed"],
  ["paid", "cancelled"],
  ["packed", "shipped"],
  ["packed", "cancelled"],
  ["shipped", "delivered"],
];

describe("canMoveTo", () => {
  const pairs = FULFILMENT_STAGES.flatMap((from) =>
    FULFILMENT_STAGES.map((to) => [from, to] as const),
  );
  it.each(pairs)("%s → %s", (from, to) => {
    const allowed = ALLOWED.some(([a, b]) => a === from && b === to);
    expect(canMoveTo(from, to)).toBe(allowed);
  });
});

describe("stageOf", () => {
  it.each([
    [{ status: "pending" }, undefined],
    [{ status: "paid" }, "paid"],
    [{ status: "paid", fulfilment: { stage: "shipped" as const } }, "shipped"],
  ])("%o is %s", (order, stage) => {
    expect(stageOf(order)).toBe(stage);
  });
});

const paidAt = (stage?: FulfilmentStage, keys: string[] = []) => ({
  status: "paid",
  ...(stage ? { fulfilment: { stage } } : {}),
  history: keys.map((requestKey) => ({ requestKey })),
});
const ship = { carrier: "Delhivery", trackingNumber: "DL1" };

describe("decideAdvance", () => {
  it.each([
    [
      "a pending order",
      { status: "pending" },
      "packed",
      {},
      { kind: "refused", message: ADMIN_MESSAGES.notPaid },
    ],
    ["paid → packed", paidAt(), "packed", {}, { kind: "move", stage: "packed" }],
    [
      "paid → shipped",
      paidAt(),
      "shipped",
      ship,
      { kind: "refused", message: ADMIN_MESSAGES.stageNotNext },
    ],
    ["packed → shipped", paidAt("packed"), "shipped", ship, { kind: "move", stage: "shipped" }],
    [
      "packed → shipped, no carrier",
      paidAt("packed"),
      "shipped",
      { trackingNumber: "DL1" },
      { kind: "refused", message: ADMIN_MESSAGES.shipmentRequired },
    ],
    [
      "packed → shipped, no tracking",
      paidAt("packed"),
      "shipped",
      { carrier: "Delhivery" },
      { kind: "refused", message: ADMIN_MESSAGES.shipmentRequired },
    ],
    [
      "shipped → delivered",
      paidAt("shipped"),
      "delivered",
      {},
      { kind: "move", stage: "delivered" },
    ],
    [
      "delivered → shipped",
      paidAt("delivered"),
      "shipped",
      ship,
      { kind: "refused", message: ADMIN_MESSAGES.stageNotNext },
    ],
    [
      "cancelled → packed",
      paidAt("cancelled"),
      "packed",
      {},
      { kind: "refused", message: ADMIN_MESSAGES.stageNotNext },
    ],
    ["packed again", paidAt("packed"), "packed", {}, { kind: "repeat", stage: "packed" }],
    [
      "a seen key, moved on",
      paidAt("shipped", ["k1"]),
      "packed",
      {},
      { kind: "repeat", stage: "shipped" },
    ],
  ] as const)("%s", (_case, order, to, extra, decision) => {
    expect(decideAdvance(order, { to, requestKey: "k1", ...extra })).toEqual(decision);
  });
});

describe("decideAdvance after another operator shipped", () => {
  const shippedWith = { status: "paid", fulfilment: { stage: "shipped" as const, shipment: ship } };

  it("refuses a different shipment, naming the one that stands", () => {
    const other = {
      to: "shipped" as const,
      requestKey: "k2",
      carrier: "Delhivery",
      trackingNumber: "DL2",
    };
    expect(decideAdvance(shippedWith, other)).toEqual({
      kind: "refused",
      message: "This order was already shipped with Delhivery DL1.",
    });
    expect(
      decideAdvance(shippedWith, { ...other, carrier: "BlueDart", trackingNumber: "DL1" }),
    ).toMatchObject({
      kind: "refused",
    });
  });

  it("answers the same shipment, or the request that shipped it, as a repeat", () => {
    expect(decideAdvance(shippedWith, { to: "shipped", requestKey: "k2", ...ship })).toEqual({
      kind: "repeat",
      stage: "shipped",
    });
    const own = { ...shippedWith, history: [{ requestKey: "k3" }] };
    const retried = { to: "shipped" as const, requestKey: "k3", carrier: "X", trackingNumber: "Y" };
    expect(decideAdvance(own, retried)).toEqual({ kind: "repeat", stage: "shipped" });
  });
});

describe("decideCancel", () => {
  it.each([
    [{ status: "pending" }, { kind: "refused", message: ADMIN_MESSAGES.notPaid }],
    [paidAt(), { kind: "move", stage: "cancelled" }],
    [paidAt("packed"), { kind: "move", stage: "cancelled" }],
    [paidAt("shipped"), { kind: "refused", message: ADMIN_MESSAGES.stageNotNext }],
    [paidAt("delivered"), { kind: "refused", message: ADMIN_MESSAGES.stageNotNext }],
    [paidAt("cancelled"), { kind: "repeat", stage: "cancelled" }],
  ] as const)("%o", (order, decision) => {
    expect(decideCancel(order)).toEqual(decision);
  });
});

describe("refund amounts", () => {
  const refunds = {
    a: { amount: 10000, state: "processed" as const },
    b: { amount: 20000, state: "pending" as const },
    c: { amount: 40000, state: "failed" as const },
  };
  const now = new Date("2026-11-24T12:00:00Z");
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it("counts pending and processed refunds, not failed ones", () => {
    expect(refundableAmount(79800, refunds)).toBe(49800);
    expect(refundedAmount(refunds)).toBe(10000);
    expect(refundableAmount(10000, { a: { amount: 20000, state: "pending" } })).toBe(0);
  });

  it.each([
    ["no holds", {}, 49800],
    ["a live hold", { k: { amount: 9800, at: ago(1000) } }, 40000],
    ["a lapsed hold", { k: { amount: 9800, at: ago(REFUND_HOLD_MS) } }, 49800],
    ["holds over the rest", { k: { amount: 60000, at: ago(0) } }, 0],
  ])("availableToRefund with %s", (_case, holds, available) => {
    expect(availableToRefund(79800, refunds, holds, now)).toBe(available);
  });
});

describe("nextRefundState", () => {
  const cases: Array<[RefundState | undefined, RefundState, RefundState]> = [
    [undefined, "pending", "pending"],
    [undefined, "processed", "processed"],
    ["pending", "processed", "processed"],
    ["pending", "failed", "failed"],
    ["processed", "pending", "processed"],
    ["processed", "failed", "processed"],
    ["failed", "processed", "failed"],
    ["failed", "pending", "failed"],
  ];
  it.each(cases)("%s, reported %s → %s", (current, reported, next) => {
    expect(nextRefundState(current, reported)).toBe(next);
  });
});
