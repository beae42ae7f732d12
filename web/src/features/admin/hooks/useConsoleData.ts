import { useRef, useState } from "react";
import type { CallableInput, CallableName, CallableOutput } from "@shop/domain";
import { call } from "../../../lib/callables";
import { failureText, refusalText } from "../../../lib/callableContracts";
import { useLive } from "../../../lib/useLive";
import { useOrder, type Watch } from "../../orders";
import { hasAdminClaim } from "../api/adminRest";
import {
  watchAdminOrder,
  watchCustomer,
  watchLedger,
  watchOrderOperators,
} from "../api/adminOrder";
import { readRevenue, watchOrdersPage, type OrdersPage } from "../api/adminOrders";
import { watchCatalog, watchCatalogChanges, type CatalogChange } from "../api/adminCatalog";
import type { OrderFilters } from "../orderFilters";

const failed =
  (what: string, fallback: () => void = () => {}) =>
  (error: unknown) => {
    console.error(what, error);
    fallback();
  };

type View<T> = { state: "loading" } | { state: "error" } | { state: "ready"; value: T };

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

/** A console page's data (a watch, or a read `once`): loading, then ready or an error (a later
 * answer replaces it); nothing is read while `key` is "". */
export function useView<T>(key: string, read: Watch<T>, what: string) {
  return (
    useLive<View<T>>(key, (report) =>
      read(
        (value) => report({ state: "ready", value }),
        failed(`Could not ${what}`, () => report({ state: "error" })),
      ),
    ) ?? { state: "loading" }
  );
}
export const once =
  <T>(read: () => Promise<T>): Watch<T> =>
  (hear, fail) => {
    read().then(hear, fail);
    return () => {};
  };

/** The catalogue's figures and newest changes, live (the changes' failure only logged). */
export function useCatalog() {
  const changes: CatalogChange[] =
    useWatched("catalogChanges", watchCatalogChanges, "the catalogue's changes") ?? [];
  return { ...useView("entries", watchCatalog, "watch the catalogue"), changes };
}

export const useRevenue = (refreshes: number) =>
  useView(
    `#${refreshes}`,
    once(() => readRevenue(new Date())),
    "read the revenue",
  );

/** Asked once per sign-in (`uid` undefined while signed out), again on `retry` after a failure. */
export function useConsoleAccess(uid: string | undefined) {
  const [attempt, setAttempt] = useState(0);
  const key = uid ? `${uid}#${attempt}` : "";
  const claim = useView(key, once(hasAdminClaim), "check the admin claim");
  return { ...claim, retry: () => setAttempt((n) => n + 1) };
}

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

/** An order's console step as `run` sends it: the order, the intent's requestKey and `extra`. */
export const onOrder =
  <E extends object>(order: { uid: string; orderId: string }, extra = {} as E) =>
  (requestKey: string) => ({ uid: order.uid, orderId: order.orderId, requestKey, ...extra });

const TIMED_OUT =
  "The server has not answered yet. Try again: a repeated request is applied only once.";

/** One action at a time; a retry of a failed intent ("refund:25000") reuses its requestKey.
 * `run` answers the server's answer, or undefined when nothing was done. */
export function useAdminAction() {
  const keys = useRef(new Map<string, string>());
  const inFlight = useRef(false);
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function run<Name extends CallableName>(
    intent: string,
    name: Name,
    input: (requestKey: string) => CallableInput<Name>,
  ): Promise<CallableOutput<Name> | undefined> {
    if (inFlight.current) return undefined;
    inFlight.current = true;
    setPending(intent);
    setError(null);
    const requestKey = keys.current.get(intent) ?? crypto.randomUUID();
    keys.current.set(intent, requestKey);
    try {
      const answer = await call(name, input(requestKey));
      keys.current.delete(intent);
      return answer;
    } catch (failure) {
      // A repeat with the same requestKey is safe, so a time-out says to try again.
      if (refusalText(name, failure) === undefined) console.error(`${name} failed`, failure);
      setError(failureText(name, failure, TIMED_OUT));
      return undefined;
    } finally {
      inFlight.current = false;
      setPending(null);
    }
  }
  /** `pending`: the intent in flight, every action button is disabled meanwhile. */
  return { run, pending, busy: pending !== null, error };
}
