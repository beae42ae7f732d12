import { useEffect, useState } from "react";
import type { Order } from "@shop/domain";
import { toast } from "../../../components/ui/toast";
import { orderWithFulfilmentFromData } from "../api/fulfilmentData";
import { watchPaidOrders } from "../api/orders";
import { ORDERS_MESSAGES } from "../orderMessages";

export type PaidOrders =
  | { state: "loading" }
  | { state: "error" }
  | { state: "ready"; orders: Order[] }
  /** The order just paid, shown while the rest of the list is read. */
  | { state: "first"; order: Order };

const LOADING: PaidOrders = { state: "loading" };

/** The shopper's paid orders, live (docs/product.md §4, §7); `justPaid` shows until the first answer. */
export function usePaidOrders(uid: string | undefined, justPaid?: Order): PaidOrders {
  const [seen, setSeen] = useState<{ uid: string; result: PaidOrders } | null>(null);

  useEffect(() => {
    if (!uid) return;
    return watchPaidOrders(
      uid,
      (orders) => setSeen({ uid, result: { state: "ready", orders } }),
      (error) => {
        console.error("Could not read the orders", error);
        toast.error(ORDERS_MESSAGES.fetchError);
        setSeen({ uid, result: { state: "error" } });
      },
      orderWithFulfilmentFromData,
    );
  }, [uid]);

  if (seen && seen.uid === uid) return seen.result;
  return justPaid && uid && justPaid.userID === uid ? { state: "first", order: justPaid } : LOADING;
}
