import { act, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { EMPTY_ADDRESS } from "@shop/domain";
import { readProfileAddress, saveProfileAddress } from "../api/deliveryAddress";
import { cartOf, functionsError } from "../../cart/__tests__/harness";
import { MOTAR, SMART, resetToasts } from "../../cart/__tests__/cartTestUtils";
import { useToastStore } from "../../../components/ui/toast";
import { ADDRESS, payButton, pendingOrder, showCheckout } from "./checkoutHarness";
import { FakeRazorpay } from "./fakeRazorpay";
import { live } from "./liveOrder";
import { answers, call, installFakeRazorpay, startPaying } from "./paymentCalls";

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

/** The toasts on screen now (cartTestUtils' toasts() also keeps those let go). */
const toasts = () => useToastStore.getState().toasts.map((t) => [t.kind, t.message]);
const STARTING = "Saving address and initiating payment...";
const INCOMPLETE = "Please fill in all delivery address details.";

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  cartOf([SMART, MOTAR, 2]);
  resetToasts();
  call.mockReset();
  answers();
  installFakeRazorpay();
  vi.mocked(readProfileAddress).mockReset().mockResolvedValue(EMPTY_ADDRESS);
  vi.mocked(saveProfileAddress).mockReset().mockResolvedValue(undefined);
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});

describe("checkout toasts: the newest word on the payment or the address replaces the older (issue 25)", () => {
  it("takes 'Saving address and initiating payment...' away when the payment cannot start", async () => {
    let refuse: (error: unknown) => void = () => undefined;
    answers({ startPayment: () => new Promise((_, reject) => (refuse = reject)) });
    const user = showCheckout();
    live.push(pendingOrder({ addressInfo: ADDRESS }));
    await user.click(payButton());
    expect(toasts()).toEqual([["info", STARTING]]);
    await act(async () => refuse(functionsError("internal", "INTERNAL")));
    await waitFor(() =>
      expect(toasts()).toEqual([["error", "Could not start payment. Please try again."]]),
    );
  });

  it("replaces the progress with 'Payment cancelled by user', and a failure with the later cancel", async () => {
    await startPaying();
    act(() => FakeRazorpay.last().fail("Your card was declined by the bank."));
    expect(toasts()).toEqual([["error", "Payment failed: Your card was declined by the bank."]]);
    act(() => FakeRazorpay.last().dismiss());
    expect(toasts()).toEqual([["info", "Payment cancelled by user"]]);
  });

  it("takes the red validation toast away when the address then saves", async () => {
    const user = showCheckout();
    live.push(pendingOrder());
    await user.click(await screen.findByRole("button", { name: "Add Address" }));
    await user.click(screen.getByRole("button", { name: "Save Address" }));
    await waitFor(() => expect(toasts()).toEqual([["error", INCOMPLETE]]));
    await user.type(screen.getByLabelText("Full Name"), ADDRESS.name);
    await user.type(screen.getByLabelText("Phone Number"), ADDRESS.phone);
    await user.type(screen.getByLabelText("Address"), ADDRESS.address);
    await user.type(screen.getByLabelText("City"), ADDRESS.city);
    await user.selectOptions(screen.getByLabelText("State"), ADDRESS.state);
    await user.type(screen.getByLabelText("Pincode"), ADDRESS.pincode);
    await user.click(screen.getByRole("button", { name: "Save Address" }));
    expect(await screen.findByText("Asha Rao")).toBeInTheDocument();
    expect(toasts()).toEqual([["success", "Address saved to your profile!"]]);
  }, 15_000); // five fields typed key by key

  it("keeps the words of two flows apart: the address saved, then the payment starting", async () => {
    const user = showCheckout();
    live.push(pendingOrder({ addressInfo: { ...ADDRESS, pincode: "" } }));
    await user.click(payButton());
    expect(toasts()).toEqual([["error", INCOMPLETE]]);
    await user.type(screen.getByLabelText("Pincode"), ADDRESS.pincode);
    await user.click(screen.getByRole("button", { name: "Save Address" }));
    await waitFor(() => expect(toasts()).toEqual([["success", "Address saved to your profile!"]]));
    await user.click(payButton());
    expect(toasts()).toEqual([
      ["success", "Address saved to your profile!"],
      ["info", STARTING],
    ]);
  });
});
