import { useEffect, useState } from "react";
import { readRevenue, type Revenue } from "../api/adminOrders";

export type RevenueView =
  { state: "loading" } | { state: "error" } | { state: "ready"; revenue: Revenue };

/** Today's and this month's paid takings; read again when `refreshes` changes. */
export function useRevenue(refreshes: number): RevenueView {
  const [view, setView] = useState<{ at: number; view: RevenueView }>();
  useEffect(() => {
    let current = true;
    readRevenue(new Date()).then(
      (revenue) => current && setView({ at: refreshes, view: { state: "ready", revenue } }),
      (error: unknown) => {
        console.error("Could not read the revenue", error);
        if (current) setView({ at: refreshes, view: { state: "error" } });
      },
    );
    return () => {
      current = false;
    };
  }, [refreshes]);
  return view?.at === refreshes ? view.view : { state: "loading" };
}
