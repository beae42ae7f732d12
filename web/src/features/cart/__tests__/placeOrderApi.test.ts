import { beforeEach, describe, expect, it, vi } from "vitest";
import type { VariantKey } from "@shop/domain";
import { OrderRefusedError, placeOrder } from "../api/placeOrder";
import { MOTAR, SMART } from "./cartTestUtils";
import { functionsError } from "./harness";

const { callFunction } = vi.hoisted(() => ({ callFunction: vi.fn() }));
vi.mock("../../../lib/firebase", () => ({ callFunction, getAuthClient: vi.fn() }));

const line = (productId: string, variantKey: string, quantity: number) => ({
  productId,
  variantKey: variantKey as VariantKey,
  quantity,
});

beforeEach(() => {
  callFunction.mockReset();
});

describe("placeOrder (web api)", () => {
  it("sends ids and quantities only, and returns the server's order", async () => {
    callFunction.mockResolvedValue({ orderId: "ORD-2026-1767225600000-K7QZ", amount: 79800 });
    const withExtras = { ...line(SMART, MOTAR, 2), price: 1, productName: "x" };
    await expect(placeOrder([withExtras])).resolves.toEqual({
      orderId: "ORD-2026-1767225600000-K7QZ",
      amount: 79800,
    });
    expect(callFunction).toHaveBeenCalledWith("placeOrder", { items: [line(SMART, MOTAR, 2)] });
  });

  it.each<[string, ReturnType<typeof line>[], string]>([
    ["an empty cart", [], "Your cart is empty!"],
    ["an unknown variant", [line(SMART, "Gold", 1)], "Invalid product variant."],
    ["an unknown product", [line("pump-9000", MOTAR, 1)], "Invalid product variant."],
    [
      "a quantity above the cap",
      [line(SMART, MOTAR, 100)],
      "You can order at most 99 of one item.",
    ],
    ["a fractional quantity", [line(SMART, MOTAR, 1.5)], "You can order at most 99 of one item."],
  ])("refuses %s without calling the server", async (_case, lines, message) => {
    const error = await placeOrder(lines).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OrderRefusedError);
    expect(error).toMatchObject({ message });
    expect(callFunction).not.toHaveBeenCalled();
  });

  it("passes on the server's words for a refusal the shopper can act on", async () => {
    callFunction.mockRejectedValue(functionsError("invalid-argument", "Invalid product variant."));
    await expect(placeOrder([line(SMART, MOTAR, 1)])).rejects.toThrow(OrderRefusedError);
  });

  it.each([
    ["an internal error", functionsError("internal", "INTERNAL")],
    ["a network failure", new TypeError("Failed to fetch")],
  ])("lets %s through as a failure, not a refusal", async (_case, failure) => {
    callFunction.mockRejectedValue(failure);
    const error = await placeOrder([line(SMART, MOTAR, 1)]).catch((e: unknown) => e);
    expect(error).toBe(failure);
  });

  it("treats an answer without an order id as a failure", async () => {
    callFunction.mockResolvedValue({ amount: 39900 });
    await expect(placeOrder([line(SMART, MOTAR, 1)])).rejects.toThrow(
      "placeOrder answered without an order id",
    );
  });
});
