import { useCallback, useEffect, useState } from "react";
import {
  readOrdersPage,
  watchFirstPage,
  type OrdersPage,
  type PageCursor,
} from "../api/adminOrders";
import type { OrderFilters } from "../orderFilters";

export interface OrdersList {
  state: "loading" | "ready" | "error";
  page?: OrdersPage;
  /** 1-based. */
  pageNumber: number;
  next?: () => void;
  previous?: () => void;
  refresh: () => void;
}

/**
 * Pages chain by cursor (a stack for "Previous"). Only page 1 is live (watchFirstPage), so a
 * new order shows without a Refresh; later pages are read once.
 */
export function useOrdersList(filters: OrderFilters): OrdersList {
  const filtersKey = JSON.stringify(filters);
  const [trail, setTrail] = useState<{ filtersKey: string; cursors: PageCursor[] }>({
    filtersKey,
    cursors: [],
  });
  const cursors = trail.filtersKey === filtersKey ? trail.cursors : [];
  const [reloads, setReloads] = useState(0);
  const loadKey = `${filtersKey}#${cursors.length}#${reloads}`;
  const [loaded, setLoaded] = useState<{ key: string; page?: OrdersPage; failed?: true }>();

  useEffect(() => {
    let current = true;
    const show = (page: OrdersPage) => current && setLoaded({ key: loadKey, page });
    const fail = (error: unknown) => {
      console.error("Could not load the orders", error);
      if (current) setLoaded({ key: loadKey, failed: true });
    };
    const filtersNow = JSON.parse(filtersKey) as OrderFilters;
    const cursor = cursors.at(-1);
    if (cursor) void readOrdersPage(filtersNow, cursor).then(show, fail);
    const stop = cursor ? undefined : watchFirstPage(filtersNow, show, fail);
    return () => {
      current = false;
      stop?.();
    };
    // cursors is derived from loadKey's parts; loadKey alone says when to read again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loadKey]);

  const refresh = useCallback(() => setReloads((n) => n + 1), []);
  const ready = loaded?.key === loadKey ? loaded : undefined;
  const page = ready?.page;
  const nextCursor = page?.next;
  return {
    state: !ready ? "loading" : ready.failed ? "error" : "ready",
    ...(page ? { page } : {}),
    pageNumber: cursors.length + 1,
    ...(nextCursor
      ? { next: () => setTrail({ filtersKey, cursors: [...cursors, nextCursor] }) }
      : {}),
    ...(cursors.length > 0
      ? { previous: () => setTrail({ filtersKey, cursors: cursors.slice(0, -1) }) }
      : {}),
    refresh,
  };
}
