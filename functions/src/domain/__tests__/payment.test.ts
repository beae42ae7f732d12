import { describe, expect, it } from "vitest";
import {
  DomainError,
  assertPayable,
  paidOutcome,
  paymentAction,
  paymentDescription,
  type PaidOutcome,
  type PaymentAction,
  type PaymentEvidence,
  type StoredPaymentState,
} from "..";

const pending: StoredPaymentState = {
  status: "pending",
  amount: 79800,
  currency: "INR",
  itemCount: 2,
  razorpayOrderId: "order_A",
};
const paid: StoredPaymentState = { ...pending, status: "paid" };

const captured: PaymentEvidence = {
  razorpayOrderId: "order_A",
  amount: 79800,
  currency: "INR",
  status: "captured",
};
const authorized: PaymentEvidence = { ...captured, status: "authorized" };

describe("paidOutcome", () => {
  it.each<[string, StoredPaymentState | undefined, PaymentEvidence, PaidOutcome]>([
    ["a captured payment of the stored amount", pending, captured, "marked-paid"],
    ["an authorised, not yet captured payment", pending, authorized, "not-captured"],
    ["a failed payment", pending, { ...captured, status: "failed" }, "not-captured"],
    ["a second capture report", paid, captured, "already-paid"],
    ["no such order", undefined, captured, "order-not-found"],
    [
      "another Razorpay order",
      pending,
      { ...captured, razorpayOrderId: "order_B" },
      "razorpay-order-mismatch",
    ],
    [
      "a payment outside the Orders API",
      pending,
      { ...captured, razorpayOrderId: null },
      "razorpay-order-mismatch",
    ],
    [
      "an order that never started payment",
      { ...pending, razorpayOrderId: undefined },
      captured,
      "razorpay-order-mismatch",
    ],
    ["one paisa less", pending, { ...captured, amount: 79799 }, "amount-mismatch"],
    ["another currency", pending, { ...captured, currency: "USD" }, "amount-mismatch"],
    [
      "a wrong amount on a paid order (still reported)",
      paid,
      { ...captured, amount: 1 },
      "amount-mismatch",
    ],
  ])("%s → %s", (_case, stored, evidence, outcome) => {
    expect(paidOutcome(stored, evidence)).toBe(outcome);
  });
});

describe("paymentAction", () => {
  it.each<[string, StoredPaymentState | undefined, PaymentEvidence, PaymentAction]>([
    ["captured, pending order", pending, captured, "mark-paid"],
    ["authorised, pending order: capture it", pending, authorized, "capture"],
    ["authorised, order already paid: never a second capture", paid, authorized, "already-paid"],
    ["failed", pending, { ...captured, status: "failed" }, "failed"],
    ["created (not yet authorised)", pending, { ...captured, status: "created" }, "wait"],
    ["authorised for less", pending, { ...authorized, amount: 100 }, "amount-mismatch"],
    [
      "authorised on another Razorpay order",
      pending,
      { ...authorized, razorpayOrderId: "order_B" },
      "razorpay-order-mismatch",
    ],
    ["no such order", undefined, authorized, "order-not-found"],
  ])("%s → %s", (_case, stored, payment, action) => {
    expect(paymentAction(stored, payment)).toBe(action);
  });
});

describe("assertPayable", () => {
  it("accepts a pending order with items", () => {
    expect(assertPayable(pending)).toBe(pending);
  });

  it.each<[string, StoredPaymentState | undefined, string, string]>([
    ["a missing order", undefined, "not-found", "Order not found or already paid."],
    ["a paid order", paid, "failed-precondition", "Order not found or already paid."],
    [
      "an empty order",
      { ...pending, itemCount: 0 },
      "failed-precondition",
      "No order found to place.",
    ],
  ])("refuses %s", (_case, stored, code, message) => {
    const error = (() => {
      try {
        assertPayable(stored);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code, message });
  });
});

it("describes the payment as spec §7 says", () => {
  expect(paymentDescription("ORD-2026-1795000000000-K7QZ")).toBe(
    "Payment for Order #ORD-2026-1795000000000-K7QZ",
  );
});
