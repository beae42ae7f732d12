import { waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { functionsError } from "../../cart/__tests__/harness";
import { toasts } from "../../cart/__tests__/cartTestUtils";
import { navigations, paidOrder, payButton } from "./checkoutHarness";
import { live } from "./liveOrder";
import { answers, payInWidget, startPaying } from "./paymentCalls";
import {
  UPDATE_FAILED,
  expectConfirmingNotice,
  expectFinishedOnce,
  lines,
  setUpAfterPay,
} from "./afterPay";

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

setUpAfterPay();

describe("confirmPayment fails after the widget said paid (d)", () => {
  it("says the update failed, keeps listening without a pay button, then moves on once the order is paid", async () => {
    answers({ confirmPayment: () => Promise.reject(functionsError("internal", "INTERNAL")) });
    await startPaying();
    await payInWidget();
    expect(toasts()).toContainEqual(["error", UPDATE_FAILED]);
    expectConfirmingNotice();
    expect(navigations).toEqual([]);
    expect(lines()).toHaveLength(2);

    live.push(paidOrder());
    await expectFinishedOnce();
    expect(toasts().filter(([, message]) => message === UPDATE_FAILED)).toHaveLength(1);
  });

  it("gives the server's words and offers Pay again when it refuses the payment", async () => {
    answers({
      confirmPayment: () =>
        Promise.reject(functionsError("failed-precondition", "Payment verification failed.")),
    });
    await startPaying();
    await payInWidget();
    expect(toasts()).toContainEqual(["error", "Payment verification failed."]);
    expect(toasts()).not.toContainEqual(["error", UPDATE_FAILED]);
    await waitFor(() => expect(payButton()).toBeEnabled());
    expect(navigations).toEqual([]);
    expect(lines()).toHaveLength(2);
  });

  it("treats the account's rate limit as a failure: the money may be taken, so no Pay again", async () => {
    answers({
      confirmPayment: () =>
        Promise.reject(
          functionsError(
            "resource-exhausted",
            "Too many attempts. Please wait a few minutes and try again.",
          ),
        ),
    });
    await startPaying();
    await payInWidget();
    expect(toasts()).toContainEqual(["error", UPDATE_FAILED]);
    expectConfirmingNotice();
  });

  it("treats an answer it cannot read as a failure", async () => {
    answers({ confirmPayment: () => Promise.resolve({ ok: true }) });
    await startPaying();
    await payInWidget();
    expect(toasts()).toContainEqual(["error", UPDATE_FAILED]);
    expectConfirmingNotice();
  });
});
