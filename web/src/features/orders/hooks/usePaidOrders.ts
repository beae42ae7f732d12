import type { Order } from "@shop/domain";
import { toast } from "../../../components/ui/toast";
import { orderWithFulfilmentFromData } from "../api/fulfilmentData";
import { watchPaidOrders } from "../api/orders";
import { ORDERS_MESSAGES } from "../orderMessages";
import { useLive } from "../../../lib/useLive";

/** The shopper's paid orders, live (docs/product.md §4, §7); `justPaid` shows until the first answer. */
export function usePaidOrders(uid: string | undefined, justPaid?: Order) {
  const seen = useLive<Order[] | "error">(uid ?? "", (report) =>
    watchPaidOrders(
      uid ?? "",
      report,
      (error) => {
        console.error("Could not read the orders", error);
        toast.error(ORDERS_MESSAGES.fetchError);
        report("error");
      },
      orderWithFulfilmentFromData,
    ),
  );
  const first = justPaid && uid && justPaid.userID === uid ? [justPaid] : undefined;
  return {
    orders: seen === "error" ? undefined : (seen ?? first),
    loading: seen === undefined,
    failed: seen === "error",
  };
}
