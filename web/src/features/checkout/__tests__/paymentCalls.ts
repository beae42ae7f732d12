import { act, waitFor } from "@testing-library/react";
import { expect, vi } from "vitest";
import { invokeCallable } from "../../../lib/callableTransport";
import { ADDRESS, ORDER_ID, payButton, pendingOrder, showCheckout } from "./checkoutHarness";
import { FakeRazorpay } from "./fakeRazorpay";
import { live } from "./liveOrder";

/** The payment callables' wire; the test file mocks lib/callableTransport. */
export const call = vi.mocked(invokeCallable);

/** What startPayment answers for the harness's order. */
export const SESSION = {
  orderId: ORDER_ID,
  keyId: "rzp_test_localemulator",
  razorpayOrderId: "order_Q1",
  amount: 159700,
  currency: "INR",
  name: "AquaSense",
  description: `Payment for Order #${ORDER_ID}`,
  prefill: { name: "Asha Rao", email: "asha@example.in", contact: "9876543210" },
};

/** The widget's signed success answer. */
export const SIGNED = {
  razorpay_payment_id: "pay_1",
  razorpay_order_id: "order_Q1",
  razorpay_signature: "ab12",
};

/** startPayment answers SESSION and confirmPayment "paid", unless told otherwise. */
export function answers(over: Partial<Record<string, () => Promise<unknown>>> = {}) {
  call.mockImplementation((name: string) =>
    (
      over[name] ?? (() => Promise.resolve(name === "startPayment" ? SESSION : { status: "paid" }))
    )(),
  );
}

/** Opens /payment on the pending order with an address and presses Pay, up to the open widget. */
export async function startPaying() {
  const user = showCheckout();
  live.push(pendingOrder({ addressInfo: ADDRESS }));
  await user.click(payButton());
  await waitFor(() => expect(FakeRazorpay.opened).toHaveLength(1));
  return user;
}

/** The shopper pays in the widget, which hands its success to the page. */
export const payInWidget = () => act(async () => FakeRazorpay.last().pay(SIGNED));

export function installFakeRazorpay() {
  FakeRazorpay.opened = [];
  window.Razorpay = FakeRazorpay as unknown as NonNullable<typeof window.Razorpay>;
}
