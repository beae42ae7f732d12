import { describe, expect, it } from "vitest";
import { orderStatus, type OrderStatusInput, type RefundState } from "..";

const PAID_AT = new Date("2026-11-22T10:05:00Z");
const SHIPS_BY = new Date("2026-11-29T10:05:00Z");
const SHIPMENT = { carrier: "Delhivery", trackingNumber: "1234567890" };

function refund(refundId: string, amount: number, state: RefundState, day: number) {
  return { refundId, amount, state, requestedAt: new Date(`2026-11-${day}T09:00:00Z`) };
}

function order(change: Partial<OrderStatusInput> = {}): OrderStatusInput {
  return {
    status: "paid",
    amount: 39900,
    createdAt: new Date("2026-11-22T10:00:00Z"),
    paidAt: PAID_AT,
    ...change,
  };
}

const at = new Date("2026-11-24T09:00:00Z");
const moved = (stage: "packed" | "shipped" | "delivered" | "cancelled", shipped = false) => ({
  fulfilment: { stage, updatedAt: at, ...(shipped ? { shipment: SHIPMENT } : {}) },
});

describe("orderStatus: what every screen and e-mail shows of an order", () => {
  it.each([
    [
      "pending (not paid yet)",
      order({ status: "pending" }),
      { label: "Pending", tone: "pending", payment: "Pending", refunds: [] },
    ],
    [
      "paid",
      order(),
      { label: "Paid", tone: "paid", payment: "Paid", refunds: [], shipsBy: SHIPS_BY },
    ],
    [
      "packed",
      order(moved("packed")),
      {
        label: "Paid",
        tone: "paid",
        stage: "Packed",
        payment: "Paid",
        refunds: [],
        shipsBy: SHIPS_BY,
      },
    ],
    [
      "shipped",
      order(moved("shipped", true)),
      {
        label: "Paid",
        tone: "paid",
        stage: "Shipped — Delhivery 1234567890",
        payment: "Paid",
        refunds: [],
      },
    ],
    [
      "delivered",
      order(moved("delivered", true)),
      {
        label: "Paid",
        tone: "paid",
        stage: "Delivered — Delhivery 1234567890",
        payment: "Paid",
        refunds: [],
      },
    ],
    [
      "cancelled with a full refund",
      order({ ...moved("cancelled"), refunds: { r1: refund("r1", 39900, "processed", 24) } }),
      {
        label: "Cancelled",
        tone: "cancelled",
        refunded: "Refunded in full",
        payment: "Refunded in full",
        refunds: [{ refundId: "r1", state: "processed", text: "Refund of ₹399.00 processed" }],
      },
    ],
    [
      "refunded in full without being cancelled (nothing will ship)",
      order({ refunds: { r1: refund("r1", 39900, "processed", 24) } }),
      {
        label: "Refunded",
        tone: "refunded",
        refunded: "Refunded in full",
        payment: "Refunded in full",
        refunds: [{ refundId: "r1", state: "processed", text: "Refund of ₹399.00 processed" }],
      },
    ],
    [
      "partly refunded, still to ship",
      order({
        ...moved("packed"),
        refunds: {
          r2: refund("r2", 5000, "processed", 25),
          r1: refund("r1", 10000, "processed", 24),
        },
      }),
      {
        label: "Paid",
        tone: "paid",
        stage: "Packed",
        refunded: "Refunded ₹150.00 of ₹399.00",
        payment: "Refunded ₹150.00 of ₹399.00",
        refunds: [
          { refundId: "r1", state: "processed", text: "Refund of ₹100.00 processed" },
          { refundId: "r2", state: "processed", text: "Refund of ₹50.00 processed" },
        ],
        shipsBy: SHIPS_BY,
      },
    ],
    [
      "cancelled, its refund pending (not refunded yet)",
      order({ ...moved("cancelled"), refunds: { r1: refund("r1", 39900, "pending", 24) } }),
      {
        label: "Cancelled",
        tone: "cancelled",
        payment: "Paid",
        refunds: [{ refundId: "r1", state: "pending", text: "Refund of ₹399.00 pending" }],
      },
    ],
    [
      "a failed refund (money not given back: still paid, still ships)",
      order({ refunds: { r1: refund("r1", 39900, "failed", 24) } }),
      {
        label: "Paid",
        tone: "paid",
        payment: "Paid",
        refunds: [{ refundId: "r1", state: "failed", text: "Refund of ₹399.00 failed" }],
        shipsBy: SHIPS_BY,
      },
    ],
  ])("%s", (_name, input, view) => {
    expect(orderStatus(input)).toEqual(view);
  });

  it("expects shipping 7 days after the order was placed when no payment time is stored", () => {
    expect(orderStatus(order({ paidAt: undefined })).shipsBy).toEqual(
      new Date("2026-11-29T10:00:00Z"),
    );
  });
});
