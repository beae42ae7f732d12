import { describe, expect, it } from "vitest";
import { orderWithFulfilmentFromData } from "../api/fulfilmentData";
import { orderFromData } from "../api/orderData";

/** A Firestore Timestamp as the SDK hands it over (the REST reader hands Dates: both are read). */
const timestamp = (iso: string) => ({ toDate: () => new Date(iso) });

const paid = {
  orderId: "ORD-2026-1795600000000-K7QZ",
  userID: "asha",
  items: [],
  amount: 79800,
  status: "paid",
  createdAt: timestamp("2026-11-22T10:00:00Z"),
};

const read = (change: Record<string, unknown>) =>
  orderWithFulfilmentFromData("x", { ...paid, ...change });

describe("orderFromData: what happened after payment", () => {
  it("reads fulfilment with its shipment, refunds keyed by id, and history", () => {
    const order = read({
      fulfilment: {
        stage: "shipped",
        shipment: { carrier: "Delhivery", trackingNumber: "1234567890" },
        updatedAt: timestamp("2026-11-24T09:00:00Z"),
        updatedBy: "admin-1",
      },
      refunds: {
        rfnd_1: {
          refundId: "rfnd_1",
          amount: 50000,
          state: "processed",
          requestedBy: "admin-1",
          requestedAt: new Date("2026-11-24T10:00:00Z"),
          settledAt: timestamp("2026-11-24T11:00:00Z"),
          reason: "Damaged in transit",
          idempotencyKey: "k1",
        },
      },
      history: [
        { kind: "placed", at: timestamp("2026-11-22T10:00:00Z"), by: "system" },
        {
          kind: "shipped",
          at: timestamp("2026-11-24T09:00:00Z"),
          by: "admin-1",
          note: "Delhivery 1234567890",
        },
      ],
    });
    expect(order).toMatchObject({
      fulfilment: {
        stage: "shipped",
        shipment: { carrier: "Delhivery", trackingNumber: "1234567890" },
        updatedAt: new Date("2026-11-24T09:00:00Z"),
      },
      refunds: {
        rfnd_1: {
          refundId: "rfnd_1",
          amount: 50000,
          state: "processed",
          requestedBy: "admin-1",
          requestedAt: new Date("2026-11-24T10:00:00Z"),
          settledAt: new Date("2026-11-24T11:00:00Z"),
          reason: "Damaged in transit",
        },
      },
      history: [
        { kind: "placed", at: new Date("2026-11-22T10:00:00Z"), by: "system" },
        {
          kind: "shipped",
          at: new Date("2026-11-24T09:00:00Z"),
          by: "admin-1",
          note: "Delhivery 1234567890",
        },
      ],
    });
  });

  it("is left to this reader: checkout's reader skips all three", () => {
    const order = orderFromData("x", { ...paid, fulfilment: { stage: "packed" }, history: [] });
    expect(order).not.toHaveProperty("fulfilment");
  });

  it("refuses what orderFromData refuses", () => {
    expect(read({ status: "refunded", fulfilment: { stage: "packed" } })).toBeNull();
  });

  it("leaves all three out of an order nobody has touched since payment", () => {
    const order = read({});
    expect(order).not.toHaveProperty("fulfilment");
    expect(order).not.toHaveProperty("refunds");
    expect(order).not.toHaveProperty("history");
  });

  it.each([
    ["an unknown stage", { stage: "lost" }],
    ["no stage", { updatedAt: timestamp("2026-11-24T09:00:00Z") }],
    ["not a map", "shipped"],
  ])("leaves out a fulfilment with %s", (_case, fulfilment) => {
    expect(read({ fulfilment })).not.toHaveProperty("fulfilment");
  });

  it("keeps a stage whose shipment is missing", () => {
    expect(read({ fulfilment: { stage: "packed" } })?.fulfilment).toEqual({
      stage: "packed",
      updatedAt: new Date(0),
    });
  });

  it("uses the map key as a refund's id and leaves out refunds it cannot read", () => {
    const order = read({
      refunds: {
        rfnd_ok: { amount: 100, state: "pending" },
        rfnd_state: { amount: 100, state: "reversed" },
        rfnd_amount: { amount: 1.5, state: "processed" },
        rfnd_text: "processed",
      },
    });
    expect(Object.keys(order?.refunds ?? {})).toEqual(["rfnd_ok"]);
    expect(order?.refunds?.rfnd_ok).toMatchObject({ refundId: "rfnd_ok", amount: 100 });
  });

  it("leaves out history entries with an unknown kind or no time", () => {
    const order = read({
      history: [
        { kind: "teleported", at: timestamp("2026-11-24T09:00:00Z") },
        { kind: "paid" },
        "paid",
        { kind: "paid", at: timestamp("2026-11-22T10:05:00Z"), by: "system" },
      ],
    });
    expect(order?.history).toEqual([
      { kind: "paid", at: new Date("2026-11-22T10:05:00Z"), by: "system" },
    ]);
  });
});
