import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { COD_MESSAGES, DISCOUNT_MESSAGES, codOverLimit } from "@shop/domain";
import { useCartStore } from "../../cart/cartStore";
import { cartOf } from "../../cart/__tests__/harness";
import { MOTAR, SEMI, SMART, STARTER } from "../../cart/__tests__/cartTestUtils";
import * as cod from "../api/cod";
import { ADDRESS, ORDER_ID, pendingOrder, showCheckout } from "./checkoutHarness";
import { live } from "./liveOrder";

vi.mock("../../orders/api/orders", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  watchOrder: (await import("./liveOrder")).watchOrder,
}));
vi.mock("../api/deliveryAddress", () => ({ readProfileAddress: vi.fn() }));
vi.mock("../api/cod", () => ({
  quoteCod: vi.fn(),
  placeCodOrder: vi.fn(),
  phoneIsVerified: vi.fn(),
  sendCode: vi.fn(),
  confirmCode: vi.fn(),
}));
vi.mock("../../../lib/firebase", () => ({ getAuthClient: vi.fn() }));
const api = vi.mocked(cod);

beforeEach(() => {
  window.sessionStorage.clear();
  cartOf([SMART, MOTAR, 2], [SEMI, STARTER, 1]);
  vi.clearAllMocks();
  api.quoteCod.mockResolvedValue({ fee: 4900, total: 164600 });
  api.phoneIsVerified.mockResolvedValue(false);
});

const summary = () => within(screen.getByRole("region", { name: "Order Summary" }));

async function openCod() {
  const user = showCheckout();
  live.push(pendingOrder({ addressInfo: ADDRESS }));
  expect(summary().getByRole("radio", { name: "Pay online" })).toBeChecked();
  expect(summary().getByRole("button", { name: "Proceed to Payment ₹1,597.00" })).toBeEnabled();
  await user.click(summary().getByRole("radio", { name: "Cash on delivery" }));
  return user;
}

describe("cash on delivery at checkout (docs/cod.md)", () => {
  it("shows the server's fee and total, verifies the phone by OTP, then places the order", async () => {
    const user = await openCod();
    expect(await summary().findByText("₹1,646.00")).toBeInTheDocument();
    expect(api.quoteCod).toHaveBeenCalledWith(ORDER_ID, "560038");
    expect(summary().getByText("Cash on delivery fee").nextSibling).toHaveTextContent("₹49.00");
    expect(summary().queryByRole("button", { name: /Proceed to Payment/ })).toBeNull();
    expect(summary().queryByRole("button", { name: "Place order" })).toBeNull();

    api.sendCode.mockResolvedValue("verification-1");
    await user.click(await summary().findByRole("button", { name: "Send code" }));
    expect(api.sendCode).toHaveBeenCalledWith("9876543210", expect.any(HTMLDivElement));
    api.confirmCode.mockRejectedValueOnce(new Error(COD_MESSAGES.wrongCode));
    await user.type(summary().getByLabelText("Code from the SMS"), "123456");
    await user.click(summary().getByRole("button", { name: "Verify" }));
    expect(await summary().findByRole("alert")).toHaveTextContent(COD_MESSAGES.wrongCode);
    expect(summary().queryByRole("button", { name: "Place order" })).toBeNull();

    await user.click(summary().getByRole("button", { name: "Verify" }));
    expect(api.confirmCode).toHaveBeenLastCalledWith("verification-1", "123456");
    api.placeCodOrder.mockResolvedValue({ orderId: ORDER_ID, status: "cod", fee: 4900, total: 1 });
    await user.click(await summary().findByRole("button", { name: "Place order" }));
    expect(api.placeCodOrder).toHaveBeenCalledExactlyOnceWith(ORDER_ID, ADDRESS);
    await waitFor(() =>
      expect(screen.getByTestId("location")).toHaveTextContent(`/myOrders/${ORDER_ID}`),
    );
    expect(useCartStore.getState().lines).toEqual([]);
  });

  it("a verified phone goes straight to Place order; a refused place says why and keeps the cart", async () => {
    api.phoneIsVerified.mockResolvedValue(true);
    api.placeCodOrder.mockRejectedValue(new Error(COD_MESSAGES.openOrder));
    const user = await openCod();
    await user.click(await summary().findByRole("button", { name: "Place order" }));
    expect(await summary().findByRole("alert")).toHaveTextContent(COD_MESSAGES.openOrder);
    expect(summary().queryByRole("button", { name: "Send code" })).toBeNull();
    expect(useCartStore.getState().lines).toHaveLength(2);
  });

  it("shows a refusal in its exact words, with nothing to place; Pay online brings the flow back", async () => {
    const refusal = codOverLimit(500000);
    api.quoteCod.mockResolvedValue({ fee: 4900, total: 164600, refusal });
    const user = await openCod();
    expect(await summary().findByRole("alert")).toHaveTextContent(refusal);
    expect(summary().queryByText("Cash on delivery fee")).toBeNull();
    expect(summary().queryByRole("button", { name: /Place order|Send code/ })).toBeNull();
    await user.click(summary().getByRole("radio", { name: "Pay online" }));
    expect(summary().getByRole("button", { name: "Proceed to Payment ₹1,597.00" })).toBeEnabled();
  });

  it("answers the phone refusal with the OTP step, not a dead end", async () => {
    const refusal = COD_MESSAGES.phoneNotVerified;
    api.quoteCod.mockResolvedValue({ fee: 4900, total: 164600, refusal });
    await openCod();
    expect(await summary().findByRole("button", { name: "Send code" })).toBeEnabled();
    expect(summary().queryByRole("alert")).toBeNull();
  });

  it("says why a prepaid-only code refuses cash on delivery, with the code's Remove at hand", async () => {
    const refusal = DISCOUNT_MESSAGES.prepaidOnly;
    api.quoteCod.mockResolvedValue({ fee: 4900, total: 148630, refusal });
    const user = showCheckout();
    const discount = { code: "FESTIVE10", kind: "percent", value: 10, amount: 15970 } as const;
    live.push(pendingOrder({ addressInfo: ADDRESS, discount, amount: 143730 }));
    await user.click(summary().getByRole("radio", { name: "Cash on delivery" }));
    expect(await summary().findByRole("alert")).toHaveTextContent(
      "This discount code is for online payment only. Please pay online or remove it.",
    );
    expect(summary().getByRole("button", { name: "Remove" })).toBeEnabled();
    expect(summary().queryByRole("button", { name: "Place order" })).toBeNull();
  });
});
