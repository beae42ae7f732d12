import { describe, expect, it } from "vitest";
import {
  ADMIN_MESSAGES,
  COD_MESSAGES,
  PAYMENT_MESSAGES,
  assertPayable,
  buildInvoice,
  closureOf,
  decideAdvance,
  decideCancelUnpaid,
  decideCodCancel,
  decideCodOutcome,
  gstr1Tables,
  orderStatus,
  refundOwed,
} from "..";

const createdAt = new Date("2026-11-22T10:00:00Z");
const cod = { status: "cod", amount: 79_800, codFee: 4_900, createdAt };
const shipped = { stage: "shipped" as const, updatedAt: createdAt };

describe("orderStatus of a COD order", () => {
  it("reads Cash on delivery with the cash to keep ready, fee included", () => {
    expect(orderStatus(cod)).toEqual({
      label: "Cash on delivery",
      tone: "pending",
      payment: "Cash on delivery",
      due: "Cash on delivery: pay ₹847.00 on delivery",
      refunds: [],
      shipsBy: new Date("2026-11-29T10:00:00Z"),
    });
  });

  it("reads Cancelled or Returned to origin once closed, with nothing due", () => {
    const closed = (reason: string) => orderStatus({ ...cod, closed: { reason } });
    expect(closed("cancelled")).toEqual({
      label: "Cancelled",
      tone: "cancelled",
      payment: "Cancelled",
      refunds: [],
    });
    expect(closed("returned")).toMatchObject({ label: "Returned to origin", tone: "cancelled" });
    expect(closed("returned")).not.toHaveProperty("due");
  });

  it("a shipped one shows its shipment beside the badge", () => {
    const shipment = { carrier: "Delhivery", trackingNumber: "123" };
    const view = orderStatus({ ...cod, fulfilment: { ...shipped, shipment } });
    expect(view).toMatchObject({ label: "Cash on delivery", stage: "Shipped — Delhivery 123" });
    expect(view).not.toHaveProperty("shipsBy");
  });
});

describe("COD decisions", () => {
  it("a COD order never expires, stays payable online, and closes with its reason", () => {
    const later = createdAt.getTime() + 30 * 24 * 60 * 60_000;
    expect(closureOf(cod, later)).toBeUndefined();
    const at = new Date();
    expect(closureOf({ ...cod, closed: { reason: "returned", at } }, later)).toEqual({
      reason: "returned",
      at,
    });
    const stored = { status: "cod" as const, amount: 79_800, currency: "INR", itemCount: 2 };
    expect(assertPayable(stored)).toBe(stored);
    expect(() => assertPayable({ ...stored, closure: "cancelled" })).toThrow(
      PAYMENT_MESSAGES.notPayable,
    );
  });

  it("the console packs and ships a COD order, but delivers it only through its outcome", () => {
    const move = (to: "packed" | "delivered" | "cancelled", order: object = cod) =>
      decideAdvance({ ...cod, ...order }, { to, requestKey: "k" });
    expect(move("packed")).toEqual({ kind: "move", stage: "packed" });
    expect(move("delivered", { fulfilment: shipped })).toEqual({
      kind: "refused",
      message: ADMIN_MESSAGES.stageNotNext,
    });
    expect(move("packed", { closed: { reason: "cancelled" } })).toEqual({
      kind: "refused",
      message: ADMIN_MESSAGES.notPaid,
    });
    expect(decideCancelUnpaid(cod, "k")).toEqual({ kind: "move", stage: "cancelled" });
    const cancelled = { stage: "cancelled" as const, updatedAt: createdAt };
    expect(refundOwed({ ...cod, fulfilment: cancelled })).toBe(0);
    expect(refundOwed({ ...cod, status: "paid", fulfilment: cancelled })).toBe(79_800);
    expect(decideCancelUnpaid({ ...cod, fulfilment: shipped }, "k")).toEqual({
      kind: "refused",
      message: ADMIN_MESSAGES.stageNotNext,
    });
  });

  it("the shopper cancels until shipped; the courier's outcome needs a shipped COD order", () => {
    expect(decideCodCancel(cod)).toEqual({ kind: "move" });
    expect(decideCodCancel({ ...cod, closed: { reason: "cancelled" } })).toEqual({
      kind: "repeat",
    });
    const refused = (message: string) => ({ kind: "refused", message });
    expect(decideCodCancel({ ...cod, fulfilment: shipped })).toEqual(
      refused(COD_MESSAGES.notCancellable),
    );
    expect(decideCodCancel({ ...cod, status: "paid" })).toEqual(refused(COD_MESSAGES.notCod));
    const outcome = (order: object, what: "collected" | "returned" = "collected") =>
      decideCodOutcome({ ...cod, ...order }, { outcome: what, requestKey: "k" });
    expect(outcome({ fulfilment: shipped })).toEqual({ kind: "move" });
    expect(outcome({})).toEqual(refused(COD_MESSAGES.notShipped));
    expect(outcome({ status: "paid", paymentMethod: "razorpay" })).toEqual(
      refused(COD_MESSAGES.paidOnline),
    );
    expect(outcome({ status: "paid", paymentMethod: "cod", paymentStatus: "collected" })).toEqual({
      kind: "repeat",
    });
    expect(outcome({ closed: { reason: "returned" } }, "returned")).toEqual({ kind: "repeat" });
  });
});

describe("the invoice of cash collected", () => {
  const seller = { name: "S", addressLines: [], stateCode: "29", gstin: "29AAGCB7383J1Z4" };
  const items = [
    { productName: "Controller", variantName: "Basic", quantity: 2, lineTotal: 79_800 },
  ];
  const invoice = buildInvoice({
    number: "AS/26-27/000001",
    issuedAt: createdAt,
    orderId: "ORD-1",
    seller,
    buyer: { name: "B", addressLines: [], stateCode: "29" },
    items,
    codFee: 4_900,
  });

  it("carries the fee as a service line at 18%, so its total is the cash taken", () => {
    expect(invoice.lines[1]).toEqual({
      description: "Cash on delivery fee",
      hsn: "9968",
      quantity: 1,
      gross: 4_900,
      taxable: 4_153,
      cgst: 373,
      sgst: 374,
      igst: 0,
    });
    expect(invoice.totals.gross).toBe(84_700);
    expect(invoice.inWords).toBe("Rupees Eight Hundred Forty-Seven Only");
  });

  it("GSTR-1's HSN summary has the fee's SAC on a row of its own", () => {
    const hsn = gstr1Tables([invoice], new Map()).find((t) => t.name === "hsn");
    expect(hsn?.rows.map((row) => row.slice(0, 5))).toEqual([
      ["9032", "Water level controllers", "NOS-NUMBERS", 2, "798.00"],
      ["9968", "Cash on delivery fee", "NA", 1, "49.00"],
    ]);
  });
});
