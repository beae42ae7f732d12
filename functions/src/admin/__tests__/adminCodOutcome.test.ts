import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { ADMIN_MESSAGES, COD_MESSAGES, firestorePaths, orderOperatorsPath } from "../../domain";
import {
  adminAdvanceOrder,
  adminCancelOrder,
  adminCodOutcome,
  adminRefundOrder,
  cancelCodOrder,
} from "../../index";
import { taxDocumentRef } from "../../invoices/issueInvoice";
import { monthlyReturn } from "../../invoices/monthlyReturn";
import { db } from "../../lib/firestore";
import { storedOrder, usePaymentKit } from "../../payments/__tests__/paymentKit";
import { callAs } from "../../testing/harness";
import {
  AMOUNT,
  FEE,
  asha,
  codOrder,
  rejection,
  storedDocuments,
} from "../../orders/__tests__/codKit";
import { callAsAdmin, newKey, OPERATOR } from "./adminKit";

usePaymentKit({ deliverWebhooks: false });

const advance = (orderId: string, to: "packed" | "shipped" | "delivered") =>
  callAsAdmin(adminAdvanceOrder, {
    uid: asha.uid,
    orderId,
    requestKey: newKey(),
    to,
    ...(to === "shipped" ? { carrier: "Delhivery", trackingNumber: "1234567890" } : {}),
  });
const outcome = (orderId: string, what: "collected" | "returned", requestKey = newKey()) =>
  callAsAdmin(adminCodOutcome, { uid: asha.uid, orderId, requestKey, outcome: what });
const cancel = (orderId: string) => callAs(cancelCodOrder, asha, { orderId });
const guardOf = async () => (await db().doc(firestorePaths.codGuard(asha.uid)).get()).data();
const kinds = (order: Record<string, unknown> | undefined) =>
  (order?.history as Array<{ kind: string }>).map((entry) => entry.kind);

async function shippedCodOrder() {
  const orderId = await codOrder();
  await advance(orderId, "packed");
  await advance(orderId, "shipped");
  return orderId;
}

/** Refused with exactly `message`, every stored document as it was. */
async function refusedUnchanged(call: () => Promise<unknown>, code: string, message: string) {
  const before = await storedDocuments();
  expect(await rejection(call())).toMatchObject({ code, message });
  expect(await storedDocuments()).toEqual(before);
}

describe("cancelCodOrder", () => {
  it("closes a COD order not yet shipped, releases the guard, and a repeat writes nothing", async () => {
    const orderId = await codOrder();
    await advance(orderId, "packed");
    expect(await cancel(orderId)).toEqual({ closed: "cancelled" });
    const order = await storedOrder(asha.uid, orderId);
    expect(order?.status).toBe("cod");
    expect(order?.closed).toEqual({ reason: "cancelled", at: expect.any(Timestamp) });
    expect(order?.fulfilment?.stage).toBe("cancelled");
    expect(kinds(order)).toEqual(["cod", "packed", "cancelled"]);
    expect(await guardOf()).toBeUndefined();
    const before = await storedDocuments();
    expect(await cancel(orderId)).toEqual({ closed: "cancelled" });
    expect(await storedDocuments()).toEqual(before);
  });

  it("refuses once shipped, and for another shopper's order", async () => {
    const orderId = await shippedCodOrder();
    const message = COD_MESSAGES.notCancellable;
    await refusedUnchanged(() => cancel(orderId), "failed-precondition", message);
    const ravi = { uid: "ravi", phone: "+919876543210" };
    const theirs = () => callAs(cancelCodOrder, ravi, { orderId });
    await refusedUnchanged(theirs, "not-found", COD_MESSAGES.notCod);
  });
});

describe("adminCodOutcome", () => {
  it("collected: paid with method cod, delivered, invoice with the fee line totalling the cash", async () => {
    const orderId = await shippedCodOrder();
    const requestKey = newKey();
    expect(await outcome(orderId, "collected", requestKey)).toEqual({ status: "paid" });
    const order = await storedOrder(asha.uid, orderId);
    expect(order).toMatchObject({
      status: "paid",
      paymentMethod: "cod",
      paymentStatus: "collected",
      paidAt: expect.any(Timestamp),
      fulfilment: { stage: "delivered" },
    });
    expect(order?.history.at(-1)).toMatchObject({ kind: "delivered", by: "shop", requestKey });
    expect(await guardOf()).toBeUndefined();
    const operators = await db().doc(orderOperatorsPath(asha.uid, orderId)).get();
    expect(operators.get(`actions.${requestKey}.uid`)).toBe(OPERATOR);
    const invoice = (await taxDocumentRef(String(order?.invoiceNumber)).get()).data();
    expect(invoice?.totals.gross).toBe(AMOUNT + FEE);
    expect(invoice?.lines.at(-1)).toEqual({
      description: "Cash on delivery fee",
      hsn: "9968",
      quantity: 1,
      gross: FEE,
      taxable: 4153,
      cgst: 0,
      sgst: 0,
      igst: 747,
    });
    // The month's return reconciles: the cash collected is what the invoices total.
    const ist = { timeZone: "Asia/Kolkata", year: "numeric", month: "2-digit" } as const;
    const month = new Intl.DateTimeFormat("en-CA", ist).format(new Date());
    expect(await monthlyReturn(month)).toMatchObject({
      captured: AMOUNT + FEE,
      netTakings: AMOUNT + FEE,
    });
    // Cash has no Razorpay payment to refund from.
    const refund = () =>
      callAsAdmin(adminRefundOrder, { uid: asha.uid, orderId, requestKey: newKey(), amount: 100 });
    await refusedUnchanged(refund, "failed-precondition", COD_MESSAGES.cashRefund);
    // The same click again, or a second operator's: the same answer, nothing written.
    const before = await storedDocuments();
    expect(await outcome(orderId, "collected", requestKey)).toEqual({ status: "paid" });
    expect(await outcome(orderId, "collected")).toEqual({ status: "paid" });
    expect(await storedDocuments()).toEqual(before);
  });

  it("returned: closed as returned, history and guard, and a repeat answers the same", async () => {
    const orderId = await shippedCodOrder();
    expect(await outcome(orderId, "returned")).toEqual({ status: "returned" });
    const order = await storedOrder(asha.uid, orderId);
    expect(order?.status).toBe("cod");
    expect(order?.closed).toEqual({ reason: "returned", at: expect.any(Timestamp) });
    expect(kinds(order)).toEqual(["cod", "packed", "shipped", "returned"]);
    expect(order?.invoiceNumber).toBeUndefined();
    expect(await guardOf()).toBeUndefined();
    const before = await storedDocuments();
    expect(await outcome(orderId, "returned")).toEqual({ status: "returned" });
    expect(await storedDocuments()).toEqual(before);
    const collect = () => outcome(orderId, "collected");
    await refusedUnchanged(collect, "failed-precondition", ADMIN_MESSAGES.alreadyClosed);
  });

  it("refuses an order not shipped, and delivered through adminAdvanceOrder", async () => {
    const orderId = await codOrder();
    const collect = () => outcome(orderId, "collected");
    await refusedUnchanged(collect, "failed-precondition", COD_MESSAGES.notShipped);
    await advance(orderId, "packed");
    await advance(orderId, "shipped");
    const deliver = () => advance(orderId, "delivered");
    await refusedUnchanged(deliver, "failed-precondition", ADMIN_MESSAGES.stageNotNext);
  });

  it("adminCancelOrder closes an open COD order without a refund", async () => {
    const orderId = await codOrder();
    const requestKey = newKey();
    const cancelled = await callAsAdmin(adminCancelOrder, { uid: asha.uid, orderId, requestKey });
    expect(cancelled).toEqual({ stage: "cancelled" });
    const order = await storedOrder(asha.uid, orderId);
    expect(order?.closed).toEqual({ reason: "cancelled", at: expect.any(Timestamp) });
    expect(order?.fulfilment?.stage).toBe("cancelled");
    expect(order?.refundHolds).toBeUndefined();
  });
});
