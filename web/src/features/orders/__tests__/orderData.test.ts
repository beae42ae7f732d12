import { describe, expect, it } from "vitest";
import { EMPTY_ADDRESS } from "@shop/domain";
import { orderFromData } from "../api/orderData";

/** A Firestore Timestamp as the SDK hands it over. */
const timestamp = (iso: string) => ({ toDate: () => new Date(iso) });

const item = {
  productId: "semiAutomatic-1",
  productName: "Smart Controller",
  variantKey: "Motar_Compatible",
  variantName: "Motar_Compatible",
  price: 39900,
  quantity: 2,
  lineTotal: 79800,
  image: "/images/smart-controller.svg",
};

const stored = {
  orderId: "ORD-2026-1795600000000-K7QZ",
  userID: "asha",
  items: [item],
  amount: 79800,
  currency: "INR",
  status: "paid",
  createdAt: timestamp("2026-11-22T10:00:00Z"),
  addressInfo: { name: "Asha", phone: "9876543210", address: "12 Lake Road", pincode: "560038" },
  razorpayOrderId: "order_Q1",
  paymentId: "pay_1",
  paidAt: timestamp("2026-11-22T10:05:00Z"),
  paymentMethod: "razorpay",
  paymentStatus: "captured",
};

describe("orderFromData", () => {
  it("turns a stored paid order into the domain's Order", () => {
    expect(orderFromData("ignored", stored)).toEqual({
      orderId: "ORD-2026-1795600000000-K7QZ",
      userID: "asha",
      items: [item],
      amount: 79800,
      currency: "INR",
      status: "paid",
      createdAt: new Date("2026-11-22T10:00:00Z"),
      // Stored before City, State and GSTIN were asked: they read blank.
      addressInfo: { ...EMPTY_ADDRESS, ...stored.addressInfo },
      razorpayOrderId: "order_Q1",
      paymentId: "pay_1",
      paidAt: new Date("2026-11-22T10:05:00Z"),
      paymentMethod: "razorpay",
    });
  });

  it("reads a cash on delivery order with its fee, and one returned to origin (docs/cod.md)", () => {
    const { razorpayOrderId, paymentId, paidAt, paymentStatus, ...unpaid } = stored;
    void [razorpayOrderId, paymentId, paidAt, paymentStatus];
    const cod = { ...unpaid, status: "cod", paymentMethod: "cod", codFee: 4900 };
    expect(orderFromData("ignored", cod)).toMatchObject({
      status: "cod",
      paymentMethod: "cod",
      codFee: 4900,
      amount: 79800,
    });
    const at = timestamp("2026-11-25T10:00:00Z");
    expect(
      orderFromData("ignored", { ...cod, closed: { reason: "returned", at } })?.closed,
    ).toEqual({ reason: "returned", at: new Date("2026-11-25T10:00:00Z") });
    // Anything else stays out: no fee that is not paise, no unknown method or status.
    const odd = orderFromData("ignored", { ...cod, codFee: "49", paymentMethod: "upi" });
    expect(odd).not.toHaveProperty("codFee");
    expect(odd).not.toHaveProperty("paymentMethod");
    expect(orderFromData("ignored", { ...cod, status: "collected" })).toBeNull();
  });

  it("keeps a payment Razorpay has authorised but not captured yet, with since as a Date", () => {
    const confirming = {
      ...stored,
      status: "pending",
      paymentId: undefined,
      paidAt: undefined,
      paymentConfirming: { paymentId: "pay_2", since: timestamp("2026-11-22T10:04:00Z") },
    };
    expect(orderFromData("x", confirming)).toMatchObject({
      status: "pending",
      paymentConfirming: { paymentId: "pay_2", since: new Date("2026-11-22T10:04:00Z") },
    });
  });

  it.each([
    ["no payment id", { since: timestamp("2026-11-22T10:04:00Z") }],
    ["not a map", "pay_2"],
    ["null", null],
  ])("leaves out a paymentConfirming with %s", (_case, paymentConfirming) => {
    expect(orderFromData("x", { ...stored, paymentConfirming })).not.toHaveProperty(
      "paymentConfirming",
    );
  });

  it.each([
    ["an unknown status", { status: "refunded" }],
    ["no status", { status: undefined }],
    ["an amount that is not paise", { amount: 798.5 }],
    ["an amount as text", { amount: "79800" }],
  ])("refuses %s", (_case, change) => {
    expect(orderFromData("x", { ...stored, ...change })).toBeNull();
  });

  it.each([
    ["the spec's price text", { price: "Rs 399.00", lineTotal: undefined }, 39900, 79800],
    ["a price without paise", { price: "Rs 1234", lineTotal: undefined }, 123400, 246800],
    ["no line total", { lineTotal: undefined }, 39900, 79800],
  ])("reads an item with %s", (_case, change, price, lineTotal) => {
    const order = orderFromData("x", { ...stored, items: [{ ...item, ...change }] });
    expect(order?.items[0]).toMatchObject({ price, lineTotal, quantity: 2 });
  });

  it.each([
    ["an unreadable price", { price: "free" }],
    ["a zero quantity", { quantity: 0 }],
    ["a fractional quantity", { quantity: 1.5 }],
  ])("leaves out an item with %s", (_case, change) => {
    expect(orderFromData("x", { ...stored, items: [{ ...item, ...change }] })?.items).toEqual([]);
  });

  it("fills what a pending order does not have yet", () => {
    const pending = { ...stored, status: "pending", addressInfo: undefined };
    delete (pending as Partial<typeof stored>).paidAt;
    delete (pending as Partial<typeof stored>).paymentId;
    const order = orderFromData("doc-id", { ...pending, orderId: undefined });
    expect(order).toMatchObject({
      orderId: "doc-id",
      status: "pending",
      addressInfo: EMPTY_ADDRESS,
    });
    expect(order).not.toHaveProperty("paidAt");
    expect(order).not.toHaveProperty("paymentId");
  });
});
