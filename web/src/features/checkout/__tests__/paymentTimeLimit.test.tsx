import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { callableTimeLimit } from "../../../lib/callableContracts";
import { TimeLimitError } from "../../../lib/timeLimit";
import { expectTimeLimit, neverAnswers } from "../../../testing/timeLimits";
import { useCartStore } from "../../cart/cartStore";
import { cartOf } from "../../cart/__tests__/harness";
import { MOTAR, SMART, resetToasts, toasts } from "../../cart/__tests__/cartTestUtils";
import { confirmPayment, startPayment } from "../api/payment";
import { ADDRESS, ORDER_ID, payButton, pendingOrder, showCheckout } from "./checkoutHarness";
import { FakeRazorpay } from "./fakeRazorpay";
import { live } from "./liveOrder";
import { SIGNED, answers, call, installFakeRazorpay, startPaying } from "./paymentCalls";

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

const late = () => Promise.reject(new TimeLimitError("The call took too long"));

beforeEach(() => {
  window.localStorage.clear();
  cartOf([SMART, MOTAR, 2]);
  resetToasts();
  call.mockReset();
  answers();
  installFakeRazorpay();
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => vi.useRealTimers());

describe("the payment calls have time limits", () => {
  it("startPayment and confirmPayment give up, as a failed trip rather than a refusal", async () => {
    vi.useFakeTimers();
    call.mockReturnValue(neverAnswers());
    await expectTimeLimit(startPayment(ORDER_ID, ADDRESS), callableTimeLimit("startPayment"));
    await expectTimeLimit(confirmPayment(ORDER_ID, SIGNED), callableTimeLimit("confirmPayment"));
  });

  it("Pay past startPayment's limit: 'Could not start payment. Please try again.', Pay again", async () => {
    answers({ startPayment: late });
    const user = showCheckout();
    live.push(pendingOrder({ addressInfo: ADDRESS }));
    await user.click(payButton());
    await waitFor(() =>
      expect(toasts()).toContainEqual(["error", "Could not start payment. Please try again."]),
    );
    expect(FakeRazorpay.opened).toEqual([]);
    expect(payButton()).toBeEnabled();
  });

  it("confirmPayment past its limit: the spec's message, the cart kept, the page waits for the order", async () => {
    answers({ confirmPayment: late });
    await startPaying();
    await act(async () => FakeRazorpay.last().pay(SIGNED));
    expect(toasts()).toContainEqual([
      "error",
      "Payment successful, but order update failed! Please contact support.",
    ]);
    expect(screen.queryByTestId("location")).toBeNull();
    expect(useCartStore.getState().lines).toHaveLength(1);
  });
});
