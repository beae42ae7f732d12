import type { Order } from "@shop/domain";
import { toast } from "../../../components/ui/toast";
import { orderWithFulfilmentFromData } from "../api/fulfilmentData";
import { watchPaidOrders } from "../api/orders";
import { ORDERS_MESSAGES } from "../orderMessages";
import { useLive } from "../../../lib/useLive";

export type PaidOrders =
  | { state: "loading" }
  | { state: "error" }
  | { state: "ready"; orders: Order[] }
  /** The order just paid, shown while the rest of the list is read. */
  | { state: "first"; order: Order };

/** The shopper's paid orders, live (docs/product.md §4, §7); `justPaid` shows until the first answer. */
export function usePaidOrders(uid: string | undefined, justPaid?: Order): PaidOrders {
  const seen = useLive<PaidOrders>(uid ?? "", (report) =>
    watchPaidOrders(
      uid ?? "",
      (orders) => report({ state: "ready", orders }),
      (error) => {
        console.error("Could not read the orders", error);
        toast.error(ORDERS_MESSAGES.fetchError);
        report({ state: "error" });
      },
      orderWithFulfilmentFromData,
    ),
  );
  if (seen) return seen;
  return justPaid && uid && justPaid.userID === uid
    ? { state: "first", order: justPaid }
    : { state: "loading" };
}
