import { isOrderId, type Order } from "@shop/domain";
import { DatabaseUnavailableError, type Stop } from "../api/orders";
import { useLive } from "../../../lib/useLive";

export type OrderView<O = Order> =
  | { state: "loading" }
  /** No such order in this shopper's account: never created, or someone else's. */
  | { state: "not-found" }
  | { state: "error"; message: string }
  | { state: "ready"; order: O };

/** How a page hears of one order: watchOrder's shape (the order page reads once over REST first). */
export type OrderWatch<O = Order> = (
  uid: string,
  orderId: string,
  onChange: (order: O | null) => void,
  onError: (error: unknown) => void,
) => Stop;

const NOT_FOUND = { state: "not-found" } as const;
const DATABASE_ERROR = "Database connection error.";

/** One order, live (docs/orders.md; the console's too); `onFailure` hears failures (checkout toasts them). */
export function useOrder<O extends Order = Order>(
  uid: string | undefined,
  orderId: string,
  watch: OrderWatch<O>,
  onFailure?: (message: string) => void,
): OrderView<O> {
  const valid = isOrderId(orderId);
  const view = useLive<OrderView<O>>(uid && valid ? `${uid}/${orderId}` : "", (report) => {
    const failed = (message: string) => {
      onFailure?.(message);
      report({ state: "error", message });
    };
    return watch(
      uid ?? "",
      orderId,
      (order) => {
        if (order) report({ state: "ready", order });
        // Offline, Firestore answers from its (empty) cache: that is no proof the order is missing.
        else if (!navigator.onLine) failed(DATABASE_ERROR);
        else report(NOT_FOUND);
      },
      (error) => {
        console.error("Could not read the order", error);
        const offline = error instanceof DatabaseUnavailableError;
        failed(offline ? DATABASE_ERROR : "Failed to fetch order details.");
      },
    );
  });
  return valid ? (view ?? { state: "loading" }) : NOT_FOUND;
}
