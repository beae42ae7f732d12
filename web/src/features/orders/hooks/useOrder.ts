import { useEffect, useState } from "react";
import { isOrderId, type Order } from "@shop/domain";
import { DatabaseUnavailableError } from "../api/orders";
import { ORDER_MESSAGES } from "../orderMessages";

export type OrderView =
  | { state: "loading" }
  /** No such order in this shopper's account: never created, or someone else's. */
  | { state: "not-found" }
  | { state: "error"; message: string }
  | { state: "ready"; order: Order };

/** How a page hears of one order: watchOrder's shape (the order page reads once over REST first). */
export type OrderWatch = (
  uid: string,
  orderId: string,
  onChange: (order: Order | null) => void,
  onError: (error: unknown) => void,
) => () => void;

const LOADING: OrderView = { state: "loading" };
const NOT_FOUND: OrderView = { state: "not-found" };

/** One of the shopper's own orders, live (docs/orders.md); `onFailure` hears failures (checkout toasts them). */
export function useOrder(
  uid: string | undefined,
  orderId: string,
  watch: OrderWatch,
  onFailure?: (message: string) => void,
): OrderView {
  const key = uid ? `${uid}/${orderId}` : null;
  const [seen, setSeen] = useState<{ key: string; view: OrderView } | null>(null);
  const valid = isOrderId(orderId);

  useEffect(() => {
    if (!uid || !valid) return;
    const at = `${uid}/${orderId}`;
    const failed = (message: string) => {
      onFailure?.(message);
      setSeen({ key: at, view: { state: "error", message } });
    };
    return watch(
      uid,
      orderId,
      (order) => {
        if (order) setSeen({ key: at, view: { state: "ready", order } });
        // Offline, Firestore answers from its (empty) cache: that is no proof the order is missing.
        else if (!navigator.onLine) failed(ORDER_MESSAGES.databaseError);
        else setSeen({ key: at, view: NOT_FOUND });
      },
      (error) => {
        console.error("Could not read the order", error);
        failed(
          error instanceof DatabaseUnavailableError
            ? ORDER_MESSAGES.databaseError
            : ORDER_MESSAGES.orderFetchFailed,
        );
      },
    );
  }, [uid, orderId, valid, watch, onFailure]);

  if (!valid) return NOT_FOUND;
  return seen && seen.key === key ? seen.view : LOADING;
}
