import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { DISCOUNT_MESSAGES } from "@shop/domain";
import { useCartStore } from "../cartStore";
import {
  MOTAR,
  SMART,
  resetToasts,
  signInAs,
  signOut,
  store,
  stored,
  toasts,
} from "./cartTestUtils";
import { ORDER_ID, cartOf, functionsError, location, showCart } from "./harness";

const { invokeCallable } = vi.hoisted(() => ({ invokeCallable: vi.fn() }));
vi.mock("../../../lib/callableTransport", () => ({ invokeCallable }));
vi.mock("../../../lib/firebase", () => ({ getAuthClient: vi.fn() }));

beforeEach(() => {
  signOut();
  window.localStorage.clear();
  resetToasts();
  invokeCallable.mockReset();
});

const summary = () => within(screen.getByRole("complementary", { name: "Order Summary" }));
const grandTotal = () => summary().getByText("Grand Total").nextElementSibling?.textContent;
const quote = (quantity: number) => ({
  code: "FESTIVE10",
  goods: 39900 * quantity,
  discount: 3990 * quantity,
  total: 35910 * quantity,
  prepaidOnly: false,
});

async function applyCode(typed: string) {
  const user = showCart();
  // Folded until the shopper asks for it: the summary keeps its room for toasts.
  const fold = screen.getByText("Discount code").closest("details");
  expect(fold).not.toHaveAttribute("open");
  await user.click(screen.getByText("Discount code"));
  expect(fold).toHaveAttribute("open");
  await user.type(screen.getByLabelText("Discount code"), typed);
  await user.click(screen.getByRole("button", { name: "Apply" }));
  return user;
}

describe("the cart's discount code", () => {
  it("shows the server's refusal next to the field and changes nothing", async () => {
    cartOf([SMART, MOTAR, 2]);
    invokeCallable.mockRejectedValue(
      functionsError("failed-precondition", DISCOUNT_MESSAGES.unknown),
    );
    await applyCode("nosuch");
    expect(await screen.findByText(DISCOUNT_MESSAGES.unknown)).toHaveAttribute(
      "aria-live",
      "polite",
    );
    expect(invokeCallable).toHaveBeenCalledExactlyOnceWith("checkDiscount", {
      code: "NOSUCH",
      items: [{ productId: SMART, variantKey: MOTAR, quantity: 2 }],
    });
    expect(summary().queryByText(/^Discount \(/)).not.toBeInTheDocument();
    expect(grandTotal()).toBe("₹798.00");
    expect(useCartStore.getState().discountCode).toBe("");
  });

  it("refuses a malformed code without asking the server", async () => {
    cartOf([SMART, MOTAR, 1]);
    await applyCode("a!");
    expect(await screen.findByText(DISCOUNT_MESSAGES.badCode)).toBeInTheDocument();
    expect(invokeCallable).not.toHaveBeenCalled();
  });

  it("applies a code: the discount line, the new Grand Total, kept with the cart and sent with Proceed to Payment", async () => {
    cartOf([SMART, MOTAR, 2]);
    invokeCallable.mockResolvedValueOnce(quote(2));
    const user = await applyCode(" festive10 ");
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Code FESTIVE10 applied: ₹79.80 off.",
    );
    expect(summary().getByText("Discount (FESTIVE10)").nextElementSibling).toHaveTextContent(
      "−₹79.80",
    );
    expect(grandTotal()).toBe("₹718.20");
    expect(stored("asha")).toEqual({
      state: {
        lines: [{ productId: SMART, variantKey: MOTAR, quantity: 2 }],
        discountCode: "FESTIVE10",
      },
      version: 1,
    });

    invokeCallable.mockResolvedValueOnce({ orderId: ORDER_ID, amount: 71820 });
    await user.click(screen.getByRole("button", { name: "Proceed to Payment" }));
    expect(await location()).toBe(`/payment?orderId=${ORDER_ID}`);
    expect(invokeCallable).toHaveBeenLastCalledWith("placeOrder", {
      requestId: expect.any(String),
      items: [{ productId: SMART, variantKey: MOTAR, quantity: 2 }],
      source: "cart",
      discountCode: "FESTIVE10",
    });
  });

  it("re-checks the code when a line changes, and drops it with the server's reason when it no longer applies", async () => {
    cartOf([SMART, MOTAR, 2]);
    invokeCallable.mockResolvedValueOnce(quote(2)).mockResolvedValueOnce(quote(3));
    const user = await applyCode("FESTIVE10");
    await screen.findByText("Discount (FESTIVE10)");
    await user.click(screen.getByRole("button", { name: /^Increase quantity/ }));
    await waitFor(() => expect(grandTotal()).toBe("₹1,077.30"));
    expect(invokeCallable).toHaveBeenLastCalledWith("checkDiscount", {
      code: "FESTIVE10",
      items: [{ productId: SMART, variantKey: MOTAR, quantity: 3 }],
    });

    const below = DISCOUNT_MESSAGES.belowMinimum(100000);
    invokeCallable.mockRejectedValueOnce(functionsError("failed-precondition", below));
    await user.click(screen.getByRole("button", { name: /^Decrease quantity/ }));
    expect(await screen.findByText(below)).toBeInTheDocument();
    expect(useCartStore.getState().discountCode).toBe("");
    expect(summary().queryByText("Discount (FESTIVE10)")).not.toBeInTheDocument();
    expect(grandTotal()).toBe("₹798.00");
    // The typed code stays in the field, to apply again once the cart qualifies.
    expect(screen.getByLabelText("Discount code")).toHaveValue("FESTIVE10");
  });

  it("Remove takes the code off the cart", async () => {
    cartOf([SMART, MOTAR, 1]);
    invokeCallable.mockResolvedValueOnce(quote(1));
    const user = await applyCode("FESTIVE10");
    await user.click(await screen.findByRole("button", { name: "Remove" }));
    expect(summary().queryByText("Discount (FESTIVE10)")).not.toBeInTheDocument();
    expect(grandTotal()).toBe("₹399.00");
    expect(useCartStore.getState().discountCode).toBe("");
  });

  it("keeps the cart when placeOrder refuses the code, and says why", async () => {
    cartOf([SMART, MOTAR, 1]);
    invokeCallable.mockResolvedValueOnce(quote(1));
    const user = await applyCode("FESTIVE10");
    await screen.findByText("Discount (FESTIVE10)");
    resetToasts();
    invokeCallable.mockRejectedValueOnce(
      functionsError("failed-precondition", DISCOUNT_MESSAGES.usedUp),
    );
    await user.click(screen.getByRole("button", { name: "Proceed to Payment" }));
    await waitFor(() => expect(toasts()).toEqual([["error", DISCOUNT_MESSAGES.usedUp]]));
    expect(useCartStore.getState().lines).toHaveLength(1);
    expect(screen.queryByTestId("location")).not.toBeInTheDocument();
  });

  it("checks a code kept with the stored cart again when the cart opens", async () => {
    const line = { productId: SMART, variantKey: MOTAR, quantity: 1 };
    store("asha", { state: { lines: [line], discountCode: "FESTIVE10" }, version: 1 });
    invokeCallable.mockResolvedValueOnce(quote(1));
    signInAs("asha");
    showCart();
    // Named at once; its figure once the server has said it again.
    expect(await screen.findByRole("status")).toHaveTextContent("Discount (FESTIVE10)");
    await screen.findByText("Code FESTIVE10 applied: ₹39.90 off.");
    expect(grandTotal()).toBe("₹359.10");
    expect(invokeCallable).toHaveBeenCalledExactlyOnceWith("checkDiscount", {
      code: "FESTIVE10",
      items: [line],
    });
  });

  it("drops a stored code that is no code, saying why, without asking the server", async () => {
    const line = { productId: SMART, variantKey: MOTAR, quantity: 1 };
    store("asha", { state: { lines: [line], discountCode: "<b>" }, version: 1 });
    signInAs("asha");
    showCart();
    expect(await screen.findByText(DISCOUNT_MESSAGES.badCode)).toBeInTheDocument();
    expect(useCartStore.getState().discountCode).toBe("");
    expect(invokeCallable).not.toHaveBeenCalled();
  });
});
