import {
  MAX_QUANTITY_PER_LINE,
  type CallableInput,
  type OrderSource,
  type PlacedOrder,
} from "@shop/domain";
import { call } from "../../../lib/callables";
import { catalogEntry, type CartLine } from "../cartStorage";
import { CART_MESSAGES } from "../cartMessages";

/** A refusal the shopper can act on, carrying the server's (or the cart's) own words. */
export class OrderRefusedError extends Error {
  override name = "OrderRefusedError";
}

// Failures of the trip, not answers (the SDK reports a failed fetch as "internal").
const TRANSPORT = new Set(["deadline-exceeded", "unavailable", "internal"]);

/** How long to wait before the one retry of a failed trip. */
const RETRY_DELAY_MS = 300;

/** Contracts (and zod) load after paint (loadOrderClient), not with /products or /cart. */
const callables = () => import("../../../lib/callableContracts");

/** Starts loading what placing an order needs; cheap to call again. */
export function loadOrderClient(): void {
  void callables();
}

type CallablesClient = Awaited<ReturnType<typeof callables>>;

function isTransportFailure(client: CallablesClient, error: unknown): boolean {
  const code = client.callableErrorCode(error);
  return code ? TRANSPORT.has(code) : error instanceof TypeError;
}

/** One key per shopper action (one tap), so the server answers retries with the same order. */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The server re-checks with zod; this cheap check spares a round trip without zod. */
function orderLines(lines: readonly CartLine[]): CallableInput<"placeOrder">["items"] {
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

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One call; a failed trip is tried once more with the same request id, so it never makes two orders. */
async function callPlaceOrder(
  client: CallablesClient,
  data: CallableInput<"placeOrder">,
): Promise<PlacedOrder> {
  try {
    return await call("placeOrder", data);
  } catch (error) {
    if (!isTransportFailure(client, error)) throw error;
    console.warn("placeOrder failed on the way; trying once more", error);
    await pause(RETRY_DELAY_MS);
    return call("placeOrder", data);
  }
}

/**
 * The server owns every price; an unchanged cart (or Buy Now) gets its open order back (docs/orders.md).
 * Throws OrderRefusedError for refusals the shopper can fix, anything else as it came.
 */
export async function placeOrder(
  lines: readonly CartLine[],
  requestId: string,
  source: OrderSource,
): Promise<PlacedOrder> {
  const items = orderLines(lines);
  const client = await callables();
  try {
    return await callPlaceOrder(client, { requestId, items, source });
  } catch (error) {
    const refusal = client.refusalText("placeOrder", error);
    if (refusal) throw new OrderRefusedError(refusal, { cause: error });
    throw error;
  }
}
