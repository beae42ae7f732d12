import { useEffect, useState } from "react";
import type { Order } from "@shop/domain";
import { toast } from "../../../components/ui/toast";
import { watchPaidOrders } from "../../../lib/orders";
import { ORDERS_MESSAGES } from "../messages";

export type PaidOrders =
  { state: "loading" } | { state: "error" } | { state: "ready"; orders: Order[] };

const LOADING: PaidOrders = { state: "loading" };

/** The signed-in shopper's paid orders, newest first, kept live (spec §4, §7). */
export function usePaidOrders(uid: string | undefined): PaidOrders {
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
    );
  }, [uid]);

  return seen && seen.uid === uid ? seen.result : LOADING;
}
