import { describe, expect, it } from "vitest";
import {
  DomainError,
  assertPayable,
  paidOutcome,
  paymentDescription,
  type PaidOutcome,
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

describe("paidOutcome", () => {
  it.each<[string, StoredPaymentState | undefined, PaymentEvidence, PaidOutcome]>([
    [
      "a verified checkout on a pending order",
      pending,
      { razorpayOrderId: "order_A" },
      "marked-paid",
    ],
    [
      "a webhook with the stored amount",
      pending,
      { razorpayOrderId: "order_A", amount: 79800, currency: "INR" },
      "marked-paid",
    ],
    ["a second confirmation", paid, { razorpayOrderId: "order_A" }, "already-paid"],
    ["no such order", undefined, { razorpayOrderId: "order_A" }, "order-not-found"],
    ["another Razorpay order", pending, { razorpayOrderId: "order_B" }, "razorpay-order-mismatch"],
    [
      "an order that never started payment",
      { ...pending, razorpayOrderId: undefined },
      { razorpayOrderId: "order_A" },
      "razorpay-order-mismatch",
    ],
    [
      "one paisa less",
      pending,
      { razorpayOrderId: "order_A", amount: 79799, currency: "INR" },
      "amount-mismatch",
    ],
    [
      "another currency",
      pending,
      { razorpayOrderId: "order_A", amount: 79800, currency: "USD" },
      "amount-mismatch",
    ],
    [
      "a wrong amount on a paid order (still reported)",
      paid,
      { razorpayOrderId: "order_A", amount: 1, currency: "INR" },
      "amount-mismatch",
    ],
  ])("%s → %s", (_case, stored, evidence, outcome) => {
    expect(paidOutcome(stored, evidence)).toBe(outcome);
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
