import { beforeEach, describe, expect, it, vi } from "vitest";
import type { VariantKey } from "@shop/domain";
import { MESSAGES } from "@shop/domain";
import { OrderRefusedError, newRequestId, placeOrder as placeWithId } from "../api/placeOrder";
import { MOTAR, SMART } from "./cartTestUtils";
import { functionsError } from "./harness";

const { invokeCallable } = vi.hoisted(() => ({ invokeCallable: vi.fn() }));
vi.mock("../../../lib/callableTransport", () => ({ invokeCallable }));
vi.mock("../../../lib/firebase", () => ({ getAuthClient: vi.fn() }));

const line = (productId: string, variantKey: string, quantity: number) => ({
  productId,
  variantKey: variantKey as VariantKey,
  quantity,
});

const REQUEST_ID = "3f0c9a52-6d1e-4b7a-9c55-1f2e3d4c5b6a";
const placeOrder = (lines: Parameters<typeof placeWithId>[0]) =>
  placeWithId(lines, REQUEST_ID, "cart");

beforeEach(() => {
  invokeCallable.mockReset();
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});

describe("placeOrder (web api)", () => {
  it("sends ids and quantities only, and returns the server's order", async () => {
    invokeCallable.mockResolvedValue({ orderId: "ORD-2026-1767225600000-K7QZ", amount: 79800 });
    const withExtras = { ...line(SMART, MOTAR, 2), price: 1, productName: "x" };
    await expect(placeOrder([withExtras])).resolves.toEqual({
      orderId: "ORD-2026-1767225600000-K7QZ",
      amount: 79800,
    });
    expect(invokeCallable).toHaveBeenCalledExactlyOnceWith("placeOrder", {
      requestId: REQUEST_ID,
      items: [line(SMART, MOTAR, 2)],
      source: "cart",
    });
  });

  it("makes request ids the server accepts, a new one each time", () => {
    const ids = [newRequestId(), newRequestId()];
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(ids[0]).not.toBe(ids[1]);
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
    expect(invokeCallable).not.toHaveBeenCalled();
  });

  it.each([
    ["invalid-argument", "Invalid product variant."],
    ["resource-exhausted", MESSAGES.tooManyPendingOrders],
    ["resource-exhausted", "Too many attempts. Please wait a few minutes and try again."],
  ])("passes on the server's words for a %s refusal, without retrying", async (code, message) => {
    invokeCallable.mockRejectedValue(functionsError(code, message));
    const error = await placeOrder([line(SMART, MOTAR, 1)]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OrderRefusedError);
    expect(error).toMatchObject({ message });
    expect(invokeCallable).toHaveBeenCalledTimes(1);
  });

  const TRANSPORT: [string, unknown][] = [
    ["the SDK's timeout", functionsError("deadline-exceeded", "deadline-exceeded")],
    ["an unavailable server", functionsError("unavailable", "unavailable")],
    ["an internal error", functionsError("internal", "INTERNAL")],
    ["a network failure", new TypeError("Failed to fetch")],
  ];

  it.each(TRANSPORT)(
    "retries once after %s with the same request id, answering the same order",
    async (_case, failure) => {
      invokeCallable
        .mockRejectedValueOnce(failure)
        .mockResolvedValueOnce({ orderId: "ORD-2026-1767225600000-K7QZ", amount: 39900 });
      await expect(placeOrder([line(SMART, MOTAR, 1)])).resolves.toEqual({
        orderId: "ORD-2026-1767225600000-K7QZ",
        amount: 39900,
      });
      const sent = { requestId: REQUEST_ID, items: [line(SMART, MOTAR, 1)], source: "cart" };
      expect(invokeCallable.mock.calls).toEqual([
        ["placeOrder", sent],
        ["placeOrder", sent],
      ]);
    },
  );

  it.each(TRANSPORT)(
    "lets %s through as a failure, not a refusal, when the retry fails too",
    async (_case, failure) => {
      invokeCallable.mockRejectedValue(failure);
      const error = await placeOrder([line(SMART, MOTAR, 1)]).catch((e: unknown) => e);
      expect(error).toBe(failure);
      expect(invokeCallable).toHaveBeenCalledTimes(2);
    },
  );

  it("passes on a code placeOrder's contract does not declare as a failure, without retrying", async () => {
    const refusal = functionsError("permission-denied", "Missing or insufficient permissions.");
    invokeCallable.mockRejectedValue(refusal);
    const error = await placeOrder([line(SMART, MOTAR, 1)]).catch((e: unknown) => e);
    expect(error).toBe(refusal);
    expect(error).not.toBeInstanceOf(OrderRefusedError);
    expect(invokeCallable).toHaveBeenCalledTimes(1);
  });

  it.each<[string, unknown, string]>([
    ["without an order id", { amount: 39900 }, "orderId"],
    [
      "with an amount in rupees",
      { orderId: "ORD-2026-1767225600000-K7QZ", amount: 399.5 },
      "amount",
    ],
    ["nothing", null, "the answer"],
  ])("treats an answer %s as a failure, not retried", async (_case, answer, where) => {
    invokeCallable.mockResolvedValue(answer);
    const error = await placeOrder([line(SMART, MOTAR, 1)]).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(OrderRefusedError);
    expect(String(error)).toContain(`placeOrder answered off its contract: ${where}:`);
    expect(invokeCallable).toHaveBeenCalledTimes(1);
  });
});
