import {
  DISCOUNT_MESSAGES,
  LINE_MESSAGES,
  MAX_QUANTITY_PER_LINE,
  MESSAGES,
  DISCOUNT_CODE_PATTERN,
  type CallableInput,
  type CallableOutput,
  type OrderSource,
  type PlacedOrder,
} from "@shop/domain";
import { call } from "../../../lib/callables";
import { catalogEntry, type CartLine } from "../cartStorage";

/** A refusal the shopper can act on, carrying the server's (or the cart's) own words. */
export class OrderRefusedError extends Error {
  override name = "OrderRefusedError";
}

// Failures of the trip, not answers (the SDK reports a failed fetch as "internal").
const TRANSPORT = new Set(["deadline-exceeded", "unavailable", "internal"]);
const RETRY_DELAY_MS = 300;

// Contracts (and zod) load beside the first call (lib/callables.ts), not with /products or /cart:
// evaluated at idle they added long tasks inside Lighthouse's blocking-time window (docs/performance.md).
const orderClient = () => import("../../../lib/callableContracts");

/** The declared refusal as an OrderRefusedError, else the error itself. */
async function refusedIn(name: "placeOrder" | "checkDiscount", error: unknown): Promise<unknown> {
  const refusal = (await orderClient()).refusalText(name, error);
  return refusal ? new OrderRefusedError(refusal, { cause: error }) : error;
}

/** One key per shopper action (one tap), so the server answers retries with the same order. */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The server re-checks with zod; this cheap check spares a round trip without zod. */
function orderLines(lines: readonly CartLine[]): CallableInput<"placeOrder">["items"] {
  if (lines.length === 0) throw new OrderRefusedError(MESSAGES.emptyCart);
  return lines.map(({ productId, variantKey, quantity }) => {
    if (!catalogEntry(productId, variantKey)) {
      throw new OrderRefusedError(MESSAGES.invalidVariant);
    }
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY_PER_LINE) {
      throw new OrderRefusedError(LINE_MESSAGES.maxQuantity);
    }
    return { productId, variantKey, quantity };
  });
}

/** The server owns every price (docs/orders.md); refusals the shopper can fix are OrderRefusedError. */
export async function placeOrder(
  lines: readonly CartLine[],
  requestId: string,
  source: OrderSource | undefined,
  discountCode?: string,
): Promise<PlacedOrder> {
  if (discountCode && !DISCOUNT_CODE_PATTERN.test(discountCode)) {
    throw new OrderRefusedError(DISCOUNT_MESSAGES.badCode);
  }
  const data = {
    requestId,
    items: orderLines(lines),
    ...(source ? { source } : {}),
    ...(discountCode ? { discountCode } : {}),
  };
  try {
    return await call("placeOrder", data).catch(async (error: unknown) => {
      // A failed trip is tried once more with the same request id, so it never makes two orders.
      const code = (await orderClient()).callableErrorCode(error);
      if (!(code ? TRANSPORT.has(code) : error instanceof TypeError)) throw error;
      console.warn("placeOrder failed on the way; trying once more", error);
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
      return call("placeOrder", data);
    });
  } catch (error) {
    throw await refusedIn("placeOrder", error);
  }
}

export type DiscountQuote = CallableOutput<"checkDiscount">;

/** What `code` takes off these lines at live prices (docs/discounts.md); a refusal is
 * OrderRefusedError in the server's words, any other failure says the check failed. */
export async function checkDiscount(
  lines: readonly CartLine[],
  code: string,
): Promise<DiscountQuote> {
  if (!DISCOUNT_CODE_PATTERN.test(code)) throw new OrderRefusedError(DISCOUNT_MESSAGES.badCode);
  const items = orderLines(lines);
  try {
    return await call("checkDiscount", { code, items });
  } catch (error) {
    const refused = await refusedIn("checkDiscount", error);
    if (refused !== error) throw refused;
    console.error("checkDiscount failed", error);
    throw new Error(DISCOUNT_MESSAGES.checkFailed, { cause: error });
  }
}
