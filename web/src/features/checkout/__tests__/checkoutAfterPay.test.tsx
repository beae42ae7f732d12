import { act, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { toasts } from "../../cart/__tests__/cartTestUtils";
import {
  ADDRESS,
  confirmingOrder,
  navigations,
  paidOrder,
  payButton,
  pendingOrder,
  showCheckout,
} from "./checkoutHarness";
import { FakeRazorpay } from "./fakeRazorpay";
import { live } from "./liveOrder";
import { answers, call, payInWidget, startPaying } from "./paymentCalls";
import {
  SUCCEEDED,
  UPDATE_FAILED,
  clearStorageSpy,
  expectConfirmingNotice,
  expectFinishedOnce,
  lines,
  setUpAfterPay,
  successToasts,
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

/** A confirmPayment that answers only when the test says so. */
function confirmLater() {
  let answer!: (value: unknown) => void;
  answers({ confirmPayment: () => new Promise((resolve) => (answer = resolve)) });
  return {
    answer: (value: unknown) => act(async () => answer(value)),
  };
}

describe("after the widget says paid: confirmPayment answers 'paid' (a)", () => {
  it("clears the cart, says so once and goes to My Orders once, even when the order's change follows", async () => {
    await startPaying();
    await payInWidget();
    await expectFinishedOnce();
    // My Orders is told which order was just paid, to highlight it.
    expect(navigations[0]?.state).toEqual({ paidOrderId: paidOrder().orderId });
    live.push(paidOrder());
    await act(async () => undefined);
    expect(navigations).toHaveLength(1);
    expect(successToasts()).toHaveLength(1);
    expect(clearStorageSpy()).toHaveBeenCalledTimes(1);
  });

  it("moves on when the stored order turns paid before confirmPayment answers, handing My Orders that order", async () => {
    const confirm = confirmLater();
    await startPaying();
    await payInWidget();
    const stored = paidOrder();
    live.push(stored);
    await expectFinishedOnce();
    expect(navigations[0]?.state).toEqual({ paidOrderId: stored.orderId, paidOrder: stored });
    await confirm.answer({ status: "paid" });
    expect(navigations).toHaveLength(1);
    expect(successToasts()).toHaveLength(1);
    expect(toasts()).not.toContainEqual(["error", UPDATE_FAILED]);
  });

  it("finishes once when the order turns paid after the answer, while My Orders is still loading", async () => {
    const confirm = confirmLater();
    const user = showCheckout(undefined, { myOrdersLoading: true });
    live.push(pendingOrder({ addressInfo: ADDRESS }));
    await user.click(payButton());
    await waitFor(() => expect(FakeRazorpay.opened).toHaveLength(1));
    await payInWidget();
    await confirm.answer({ status: "paid" });
    live.push(paidOrder());
    expect(screen.getByRole("heading", { name: "Order Paid" })).toBeInTheDocument();
    expect(successToasts()).toEqual([["success", SUCCEEDED]]);
    expect(clearStorageSpy()).toHaveBeenCalledTimes(1);
  });
});

describe("Razorpay has only authorised the money (b)", () => {
  it("shows the confirming notice with no pay button, stays on /payment, then moves on once the order is paid (c)", async () => {
    const confirm = confirmLater();
    await startPaying();
    await payInWidget();
    await confirm.answer({ status: "confirming" });
    expectConfirmingNotice();
    live.push(confirmingOrder());
    expectConfirmingNotice();
    expect(navigations).toEqual([]);
    expect(successToasts()).toEqual([]);
    expect(lines()).toHaveLength(2);

    live.push(paidOrder());
    await expectFinishedOnce();
  });

  it("shows it when the stored order says so, whatever confirmPayment answered yet", async () => {
    confirmLater();
    await startPaying();
    await payInWidget();
    live.push(confirmingOrder());
    expectConfirmingNotice();
  });

  it("shows it on opening an order that is being confirmed, and moves on once it is paid (c)", async () => {
    showCheckout();
    live.push(confirmingOrder());
    expectConfirmingNotice();
    live.push(paidOrder());
    await expectFinishedOnce();
    expect(call).not.toHaveBeenCalled();
  });

  it("offers Pay again when the server lets an authorised payment go uncaptured", async () => {
    const confirm = confirmLater();
    await startPaying();
    await payInWidget();
    await confirm.answer({ status: "confirming" });
    live.push(confirmingOrder());
    live.push(pendingOrder({ addressInfo: ADDRESS }));
    expect(payButton()).toBeEnabled();
    expect(payButton()).toHaveTextContent("Proceed to Payment");
  });
});

describe("the order turns paid with no answer from this tab (c)", () => {
  it("moves on when the webhook marks it paid and the widget's success handler never ran", async () => {
    await startPaying();
    act(() => FakeRazorpay.last().payWithoutHandler());
    expect(payButton()).toBeDisabled();
    live.push(paidOrder());
    await expectFinishedOnce();
    expect(call).not.toHaveBeenCalledWith("confirmPayment", expect.anything());
  });

  it("only says 'Order Paid' for an order that was paid when the page opened", async () => {
    showCheckout();
    live.push(paidOrder());
    expect(await screen.findByRole("heading", { name: "Order Paid" })).toBeInTheDocument();
    await act(async () => undefined);
    expect(navigations).toEqual([]);
    expect(toasts()).toEqual([]);
    expect(lines()).toHaveLength(2);
  });

  it("only says 'Order Paid' when it was paid elsewhere after this tab closed its widget", async () => {
    await startPaying();
    act(() => FakeRazorpay.last().dismiss());
    live.push(paidOrder());
    expect(await screen.findByRole("heading", { name: "Order Paid" })).toBeInTheDocument();
    expect(navigations).toEqual([]);
    expect(successToasts()).toEqual([]);
    expect(lines()).toHaveLength(2);
  });
});
