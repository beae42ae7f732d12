import { useEffect, useState } from "react";
import { isOrderId, type Order } from "@shop/domain";
import { orderWithFulfilmentFromData } from "../api/fulfilmentData";
import { watchOrderRestFirst } from "../api/orderLive";
import { DatabaseUnavailableError } from "../api/orders";
import { ORDER_MESSAGES } from "../orderMessages";

export type OrderView =
  | { state: "loading" }
  /** No such order in this shopper's account: never created, or someone else's. */
  | { state: "not-found" }
  | { state: "error"; message: string }
  | { state: "ready"; order: Order };

const LOADING: OrderView = { state: "loading" };
const NOT_FOUND: OrderView = { state: "not-found" };

/**
 * One of the signed-in shopper's orders, live (docs/orders.md), first from
 * one REST read (api/orderLive.ts): a shipment,
 * a refund or the payment itself shows as soon as it is stored. Only the
 * shopper's own orders are read (users/{uid}/Orders), so another shopper's
 * order id is simply not found.
 */
export function useOrder(uid: string | undefined, orderId: string): OrderView {
  const key = uid ? `${uid}/${orderId}` : null;
  const [seen, setSeen] = useState<{ key: string; view: OrderView } | null>(null);
  const valid = isOrderId(orderId);

  useEffect(() => {
    if (!uid || !valid) return;
    const at = `${uid}/${orderId}`;
    const failed = (message: string) => setSeen({ key: at, view: { state: "error", message } });
    return watchOrderRestFirst(
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
      orderWithFulfilmentFromData,
    );
  }, [uid, orderId, valid]);

  if (!valid) return NOT_FOUND;
  return seen && seen.key === key ? seen.view : LOADING;
}
