import { useEffect, useState } from "react";
import {
  watchAdminOrder,
  watchCustomer,
  watchLedger,
  watchOrderOperators,
  type Customer,
  type LedgerEntry,
} from "../api/adminOrder";
import type { AdminOrder } from "../api/adminOrderData";

export type AdminOrderView =
  | { state: "loading" }
  | { state: "missing" }
  | { state: "error" }
  | { state: "ready"; order: AdminOrder };

/** The order, live; errors are logged and shown as one line. */
export function useAdminOrder(uid: string, orderId: string): AdminOrderView {
  const [view, setView] = useState<{ key: string; view: AdminOrderView }>();
  const key = `${uid}/${orderId}`;
  useEffect(
    () =>
      watchAdminOrder(
        uid,
        orderId,
        (order) => setView({ key, view: order ? { state: "ready", order } : { state: "missing" } }),
        (error) => {
          console.error("Could not watch the order", error);
          setView({ key, view: { state: "error" } });
        },
      ),
    [uid, orderId, key],
  );
  return view?.key === key ? view.view : { state: "loading" };
}

export function useCustomer(uid: string): Customer | null {
  const [customer, setCustomer] = useState<{ uid: string; customer: Customer }>();
  useEffect(
    () =>
      watchCustomer(
        uid,
        (found) => setCustomer({ uid, customer: found }),
        (error) => console.error("Could not read the customer's profile", error),
      ),
    [uid],
  );
  return customer?.uid === uid ? customer.customer : null;
}

/** The names of the operators who acted on the order, by request key; empty until read. */
export function useOperators(uid: string, orderId: string): Record<string, string> {
  const [names, setNames] = useState<{ key: string; names: Record<string, string> }>();
  const key = `${uid}/${orderId}`;
  useEffect(
    () =>
      watchOrderOperators(
        uid,
        orderId,
        (found) => setNames({ key, names: found }),
        (error) => console.error("Could not read who acted on the order", error),
      ),
    [uid, orderId, key],
  );
  return names?.key === key ? names.names : {};
}

/** The webhook ledger for the order's Razorpay order; empty without one. */
export function useLedger(razorpayOrderId: string | undefined): LedgerEntry[] {
  const [ledger, setLedger] = useState<{ id: string; entries: LedgerEntry[] }>();
  useEffect(() => {
    if (!razorpayOrderId) return;
    return watchLedger(
      razorpayOrderId,
      (entries) => setLedger({ id: razorpayOrderId, entries }),
      (error) => console.error("Could not read the webhook ledger", error),
    );
  }, [razorpayOrderId]);
  return ledger && ledger.id === razorpayOrderId ? ledger.entries : [];
}
