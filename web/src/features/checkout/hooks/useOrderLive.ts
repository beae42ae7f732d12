import { useEffect, useState } from "react";
import { isOrderId, type Order } from "@shop/domain";
import { toast } from "../../../components/ui/toast";
import { DatabaseUnavailableError, watchOrder } from "../../orders";
import { CHECKOUT_MESSAGES } from "../messages";

export type OrderLive =
  | { state: "loading" }
  | { state: "not-found" }
  | { state: "error"; message: string }
  | { state: "ready"; order: Order };

const LOADING: OrderLive = { state: "loading" };
const NOT_FOUND: OrderLive = { state: "not-found" };

/**
 * The order on /payment, live (docs/product.md §4): a payment confirmed in another tab,
 * or by Razorpay's webhook, shows here as soon as it is stored.
 */
export function useOrderLive(uid: string | undefined, orderId: string): OrderLive {
  const key = uid ? `${uid}/${orderId}` : null;
  const [seen, setSeen] = useState<{ key: string; live: OrderLive } | null>(null);
  const valid = isOrderId(orderId);

  useEffect(() => {
    if (!uid || !valid) return;
    const at = `${uid}/${orderId}`;
    return watchOrder(
      uid,
      orderId,
      (order) => setSeen({ key: at, live: order ? { state: "ready", order } : NOT_FOUND }),
      (error) => {
        console.error("Could not read the order", error);
        const message =
          error instanceof DatabaseUnavailableError
            ? CHECKOUT_MESSAGES.databaseError
            : CHECKOUT_MESSAGES.fetchFailed;
        toast.error(message);
        setSeen({ key: at, live: { state: "error", message } });
      },
    );
  }, [uid, orderId, valid]);

  if (!valid) return NOT_FOUND;
  return seen && seen.key === key ? seen.live : LOADING;
}
