import { useState } from "react";
import { formatINR, nextStages, refundableAmount, stageOf, STAGE_LABELS } from "@shop/domain";
import type { AdminOrder } from "../api/adminOrder";
import { onOrder, useAdminAction } from "../hooks/useConsoleData";
import { CodOutcome } from "./CodOutcome";
import { ActionError, ConfirmBox } from "./ConfirmBox";

const LABELS = {
  packed: "Mark packed",
  shipped: "Mark shipped",
  delivered: "Mark delivered",
  cancelled: "Cancel order",
} as const;
type Move = keyof typeof LABELS;
const CLOSED = {
  cancelled: "This unpaid order was cancelled: it can no longer be paid.",
  expired: "This unpaid order expired: it can no longer be paid.",
  superseded: "A newer order from the same cart replaced this one: it can no longer be paid.",
  returned: "This cash on delivery order came back undelivered: it is closed.",
} as const;

/** Shipping asks for the shipment; cancelling (which refunds what is left) asks to be confirmed. */
export function FulfilmentControls({ order }: { order: AdminOrder }) {
  const action = useAdminAction();
  const [asking, setAsking] = useState<"shipped" | "cancelled" | null>(null);
  const stage = stageOf(order);
  // A COD order is packed and shipped unpaid; once shipped, the courier's outcome ends it.
  const cod = order.status === "cod";
  const unpaid = cod || !stage;
  const moves = (
    order.closed && unpaid
      ? []
      : cod
        ? nextStages(stage ?? "paid").filter((to) => to !== "delivered")
        : stage
          ? nextStages(stage)
          : ["cancelled"]
  ) as Move[];
  const close = (sent: unknown) => {
    if (sent) setAsking(null);
  };
  const advance = (to: Exclude<Move, "cancelled">, shipment = {}) =>
    action.run(`advance:${to}`, "adminAdvanceOrder", onOrder(order, { to, ...shipment }));
  const unpaidOnly = unpaid ? { unpaid: true as const } : {};
  const cancel = () =>
    action.run("cancel", "adminCancelOrder", onOrder(order, unpaidOnly)).then(close);

  return (
    <div className="card admin-box">
      <h2>Fulfilment</h2>
      {order.closed && unpaid && <p>{CLOSED[order.closed.reason]}</p>}
      {!order.closed && !stage && !cod && (
        <p>Fulfilment and refunds start once the order is paid.</p>
      )}
      {order.paymentMethod === "cod" && <CodOutcome order={order} />}
      {stage && !unpaid && moves.length === 0 && (
        <p>This order is {STAGE_LABELS[stage].toLowerCase()}: nothing more to do.</p>
      )}
      {moves.length > 0 && (
        <div className="cluster">
          {moves.map((to) => (
            <button
              key={to}
              type="button"
              className={to === "cancelled" ? "btn btn-outline" : "btn btn-primary"}
              disabled={action.busy}
              onClick={() =>
                to === "shipped" || to === "cancelled" ? setAsking(to) : void advance(to)
              }
            >
              {action.pending === `advance:${to}` ? "Saving…" : LABELS[to]}
            </button>
          ))}
        </div>
      )}
      {asking === "shipped" && moves.includes("shipped") && (
        <form
          className="admin-form"
          aria-label="Shipment"
          onSubmit={(event) => {
            event.preventDefault();
            const form = new FormData(event.currentTarget);
            const field = (name: string) => String(form.get(name)).trim();
            const shipment = { carrier: field("carrier"), trackingNumber: field("trackingNumber") };
            void advance("shipped", shipment).then(close);
          }}
        >
          <label>
            Carrier
            <input name="carrier" required maxLength={60} />
          </label>
          <label>
            Tracking number
            <input name="trackingNumber" required maxLength={60} />
          </label>
          <button type="submit" className="btn btn-primary" disabled={action.busy}>
            {action.busy ? "Saving…" : "Confirm shipment"}
          </button>
        </form>
      )}
      {asking === "cancelled" && moves.includes("cancelled") && (
        <ConfirmBox
          label="Confirm cancellation"
          question={
            !unpaid
              ? `Cancel this order and refund ${formatINR(refundableAmount(order.amount, order.refunds))} to the customer?`
              : cod
                ? "Cancel this cash on delivery order? It will not be shipped."
                : "Cancel this unpaid order? The customer can no longer pay for it."
          }
          yes={
            action.pending === "cancel"
              ? "Cancelling…"
              : !unpaid
                ? "Yes, cancel and refund"
                : "Yes, cancel the order"
          }
          no="Keep the order"
          busy={action.busy}
          onYes={() => void cancel()}
          onNo={() => setAsking(null)}
        />
      )}
      <ActionError error={action.error} />
    </div>
  );
}
