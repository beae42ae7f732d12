import { act, cleanup } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { cartOf } from "../../cart/__tests__/harness";
import { MOTAR, SMART, resetToasts, toasts } from "../../cart/__tests__/cartTestUtils";
import { payButton } from "./checkoutHarness";
import { FakeRazorpay } from "./fakeRazorpay";
import { answers, call, installFakeRazorpay, payInWidget, startPaying } from "./paymentCalls";

/** Issue 25: the widget does not outlive the checkout it was opened on. */

vi.mock("../../orders/api/orders", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  watchOrder: (await import("./liveOrder")).watchOrder,
}));
vi.mock("../api/deliveryAddress", () => ({
  readProfileAddress: vi.fn(),
  saveProfileAddress: vi.fn(),
}));
vi.mock("../../../lib/callableTransport", () => ({ invokeCallable: vi.fn() }));
vi.mock("../../../lib/firebase", () => ({ getAuthClient: vi.fn() }));

const CANCELLED = ["info", "Payment cancelled by user"];

beforeEach(() => {
  window.localStorage.clear();
  cartOf([SMART, MOTAR, 1]);
  resetToasts();
  call.mockReset();
  answers();
  installFakeRazorpay();
});

describe("leaving checkout with the widget open", () => {
  it("closes the widget when the page goes (another route), without 'Payment cancelled by user'", async () => {
    await startPaying();
    expect(FakeRazorpay.last().closed).toBe(false);
    cleanup();
    expect(FakeRazorpay.last().closed).toBe(true);
    expect(toasts()).not.toContainEqual(CANCELLED);
  });

  it("closes it on pagehide, and the page offers Pay again when it is shown again (bfcache)", async () => {
    await startPaying();
    expect(payButton()).toBeDisabled();
    act(() => void window.dispatchEvent(new Event("pagehide")));
    expect(FakeRazorpay.last().closed).toBe(true);
    expect(toasts()).not.toContainEqual(CANCELLED);
    expect(payButton()).toBeEnabled();
    expect(payButton()).toHaveTextContent("Proceed to Payment ₹1,597.00");
  });

  it("still says 'Payment cancelled by user' when the shopper closes it", async () => {
    await startPaying();
    act(() => FakeRazorpay.last().close());
    expect(toasts()).toContainEqual(CANCELLED);
    expect(payButton()).toBeEnabled();
  });

  it("leaves a widget that already said success alone", async () => {
    await startPaying();
    await payInWidget();
    FakeRazorpay.last().closed = true; // checkout.js closes itself after success
    const closing = vi.spyOn(FakeRazorpay.prototype, "close");
    act(() => void window.dispatchEvent(new Event("pagehide")));
    expect(closing).not.toHaveBeenCalled();
  });
});
