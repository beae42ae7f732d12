import { useState } from "react";
import { useLive } from "../../../lib/useLive";
import { useOrder, type Watch } from "../../orders";
import { hasAdminClaim } from "../api/consoleAccess";
import { watchInbox, type InboxMessage } from "../api/adminMessages";
import {
  watchAdminOrder,
  watchCustomer,
  watchLedger,
  watchOrderOperators,
} from "../api/adminOrder";
import { readRevenue, type Revenue } from "../api/adminOrders";

export const failed =
  (what: string, fallback: () => void = () => {}) =>
  (error: unknown) => {
    console.error(what, error);
    fallback();
  };

type View<T> = { state: "loading" } | { state: "error" } | ({ state: "ready" } & T);

export const useAdminOrder = (uid: string, orderId: string) =>
  useOrder(uid, orderId, watchAdminOrder);

/** A console read, live; a failure is only logged: the page shows what it has. */
const useWatched = <T>(key: string, watch: Watch<T>, what: string) =>
  useLive<T>(key, (report) => watch(report, failed(`Could not read ${what}`)));

export const useCustomer = (uid: string) =>
  useWatched(uid, watchCustomer(uid), "the customer's profile") ?? null;

export const useOperators = (uid: string, orderId: string) =>
  useWatched(`${uid}/${orderId}`, watchOrderOperators(uid, orderId), "who acted on the order") ??
  {};

export const useLedger = (razorpayOrderId = "") =>
  useWatched(razorpayOrderId, watchLedger(razorpayOrderId), "the webhook ledger") ?? [];

/** An answer arriving after the time limit still replaces the error with the list. */
export const useInbox = (): View<{ messages: InboxMessage[] }> =>
  useLive<View<{ messages: InboxMessage[] }>>("inbox", (report) =>
    watchInbox(
      (messages) => report({ state: "ready", messages }),
      failed("Could not watch the inbox", () => report({ state: "error" })),
    ),
  ) ?? { state: "loading" };

export type RevenueView = View<{ revenue: Revenue }>;

export const useRevenue = (refreshes: number): RevenueView =>
  useLive<RevenueView>(`#${refreshes}`, (report) => {
    readRevenue(new Date()).then(
      (revenue) => report({ state: "ready", revenue }),
      failed("Could not read the revenue", () => report({ state: "error" })),
    );
  }) ?? { state: "loading" };

/** Asked once per sign-in (`uid` undefined while signed out), again on `retry` after a failure. */
export function useConsoleAccess(uid: string | undefined) {
  const [attempt, setAttempt] = useState(0);
  const access = useLive<"allowed" | "refused" | "failed">(
    uid ? `${uid}#${attempt}` : "",
    (report) => {
      hasAdminClaim().then(
        (admin) => report(admin ? "allowed" : "refused"),
        failed("Could not check the admin claim", () => report("failed")),
      );
    },
  );
  return { access: access ?? "checking", retry: () => setAttempt((n) => n + 1) } as const;
}
