import { useState } from "react";
import { watchOrdersPage, type OrdersPage } from "../api/adminOrders";
import type { OrderFilters } from "../orderFilters";
import { useLive } from "../../../lib/useLive";
import { failed } from "./useConsoleData";

/** The page shown, live, so a new order shows without a Refresh; new filters go back to page 1. */
export function useOrdersList(filters: OrderFilters) {
  const filtersKey = JSON.stringify(filters);
  const [shown, setShown] = useState({ filtersKey, pageNumber: 1 });
  const pageNumber = shown.filtersKey === filtersKey ? shown.pageNumber : 1;
  const loaded = useLive<OrdersPage | "error">(`${filtersKey}#${pageNumber}`, (report) =>
    watchOrdersPage(
      filters,
      pageNumber,
      report,
      failed("Could not load the orders", () => report("error")),
    ),
  );
  const page = loaded === "error" ? undefined : loaded;
  const go = (to: number) => () => setShown({ filtersKey, pageNumber: to });
  return {
    state: loaded === undefined ? "loading" : loaded === "error" ? "error" : "ready",
    ...(page && { page }),
    pageNumber,
    ...(page?.more && { next: go(pageNumber + 1) }),
    ...(pageNumber > 1 && { previous: go(pageNumber - 1) }),
  } as const;
}
