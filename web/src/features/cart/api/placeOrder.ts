import { MAX_QUANTITY_PER_LINE, type Paise } from "@shop/domain";
import { refusalMessage } from "../../../lib/callableError";
import { callFunction } from "../../../lib/firebase";
import { catalogEntry, type CartLine } from "../cartLines";
import { CART_MESSAGES } from "../messages";

export interface PlacedOrder {
  orderId: string;
  /** What the server priced the order at, in paise. */
  amount: Paise;
}

/** A refusal the shopper can act on, carrying the server's (or the cart's) own words. */
export class OrderRefusedError extends Error {
  override name = "OrderRefusedError";
}

// Codes whose message tells the shopper what to change (a line, a sign-in, a verification).
const ACTIONABLE = new Set(["invalid-argument", "failed-precondition", "unauthenticated"]);

function isPlacedOrder(value: unknown): value is PlacedOrder {
  if (typeof value !== "object" || value === null) return false;
  const { orderId, amount } = value as Record<string, unknown>;
  return typeof orderId === "string" && orderId.length > 0 && typeof amount === "number";
}

/**
 * Only ids and quantities travel. The cart store already keeps lines valid
 * and the server checks everything again with the shared zod schema; this
 * cheap check spares a round trip without shipping zod to /products and /cart.
 */
function orderLines(lines: readonly CartLine[]): CartLine[] {
  if (lines.length === 0) throw new OrderRefusedError(CART_MESSAGES.emptyCart);
  return lines.map(({ productId, variantKey, quantity }) => {
    if (!catalogEntry(productId, variantKey)) {
      throw new OrderRefusedError(CART_MESSAGES.invalidVariant);
    }
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY_PER_LINE) {
      throw new OrderRefusedError(CART_MESSAGES.maxQuantity);
    }
    return { productId, variantKey, quantity };
  });
}

/**
 * Asks the `placeOrder` function to price these lines and create a pending
 * order; the server owns every price. Throws OrderRefusedError for input the
 * shopper can fix, anything else as it came.
 */
export async function placeOrder(lines: readonly CartLine[]): Promise<PlacedOrder> {
  const items = orderLines(lines);
  let answer: unknown;
  try {
    answer = await callFunction("placeOrder", { items });
  } catch (error) {
    const refusal = refusalMessage(error, ACTIONABLE);
    if (refusal) throw new OrderRefusedError(refusal, { cause: error });
    throw error;
  }
  if (!isPlacedOrder(answer)) throw new Error("placeOrder answered without an order id");
  return answer;
}
