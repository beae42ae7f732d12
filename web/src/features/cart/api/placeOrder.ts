import { firstIssue, isOrderId, placeOrderInputSchema, type Paise } from "@shop/domain";
import { callFunction } from "../../../lib/firebase";
import type { CartLine } from "../cartLines";

export interface PlacedOrder {
  orderId: string;
  /** What the server priced the order at, in paise. */
  amount: Paise;
}

/** A refusal the shopper can act on, carrying the server's (or the schema's) own words. */
export class OrderRefusedError extends Error {
  override name = "OrderRefusedError";
}

// Codes whose message tells the shopper what to change (a line, a sign-in, a verification).
const ACTIONABLE = new Set(["invalid-argument", "failed-precondition", "unauthenticated"]);

function errorCode(error: unknown): string {
  if (typeof error !== "object" || error === null || !("code" in error)) return "";
  return String(error.code).replace(/^functions\//, "");
}

function isPlacedOrder(value: unknown): value is PlacedOrder {
  if (typeof value !== "object" || value === null) return false;
  const { orderId, amount } = value as Record<string, unknown>;
  return typeof orderId === "string" && isOrderId(orderId) && typeof amount === "number";
}

/**
 * Asks the `placeOrder` function to price these lines and create a pending
 * order. Only ids and quantities travel: the server owns every price.
 * Throws OrderRefusedError for input the shopper can fix, anything else as is.
 */
export async function placeOrder(lines: readonly CartLine[]): Promise<PlacedOrder> {
  const input = placeOrderInputSchema.safeParse({
    items: lines.map(({ productId, variantKey, quantity }) => ({
      productId,
      variantKey,
      quantity,
    })),
  });
  if (!input.success) throw new OrderRefusedError(firstIssue(input.error));
  let answer: unknown;
  try {
    answer = await callFunction("placeOrder", input.data);
  } catch (error) {
    if (ACTIONABLE.has(errorCode(error)) && error instanceof Error && error.message) {
      throw new OrderRefusedError(error.message, { cause: error });
    }
    throw error;
  }
  if (!isPlacedOrder(answer)) throw new Error("placeOrder answered without a valid order id");
  return answer;
}
