import { useState } from "react";
import {
  readOrdersPage,
  watchFirstPage,
  type OrdersPage,
  type PageCursor,
} from "../api/adminOrders";
import type { OrderFilters } from "../orderFilters";
import { useLive } from "../../../lib/useLive";
import { failed } from "./useConsoleData";

/**
 * Pages chain by cursor (a stack for "Previous"). Only page 1 is live (watchFirstPage), so a
 * new order shows without a Refresh; later pages are read once.
 */
export function useOrdersList(filters: OrderFilters) {
  const filtersKey = JSON.stringify(filters);
  const [trail, setTrail] = useState({ filtersKey, cursors: [] as PageCursor[] });
  const cursors = trail.filtersKey === filtersKey ? trail.cursors : [];
  const cursor = cursors.at(-1);
  const [reloads, setReloads] = useState(0);
  const loaded = useLive<OrdersPage | "error">(
    `${filtersKey}#${cursors.length}#${reloads}`,
    (report) => {
      const fail = failed("Could not load the orders", () => report("error"));
      if (!cursor) return watchFirstPage(filters, report, fail);
      readOrdersPage(filters, cursor).then(report, fail);
    },
  );
  const page = loaded === "error" ? undefined : loaded;
  const next = page?.next;
  return {
    state: loaded === undefined ? "loading" : loaded === "error" ? "error" : "ready",
    ...(page && { page }),
    pageNumber: cursors.length + 1,
    ...(next && { next: () => setTrail({ filtersKey, cursors: [...cursors, next] }) }),
    ...(cursor && { previous: () => setTrail({ filtersKey, cursors: cursors.slice(0, -1) }) }),
    refresh: () => setReloads((n) => n + 1),
  } as const;
}
