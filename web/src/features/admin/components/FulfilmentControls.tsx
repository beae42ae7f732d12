import { useState, type FormEvent } from "react";
import {
  formatINR,
  nextStages,
  refundableAmount,
  stageOf,
  STAGE_LABELS,
  type FulfilmentStage,
} from "@shop/domain";
import type { AdminOrder } from "../api/adminOrderData";
import { useAdminAction } from "../hooks/useAdminAction";
import { ADMIN_UI } from "../messages";
import { ConfirmBox } from "./ConfirmBox";

const ACTION_LABELS = {
  packed: "Mark packed",
  shipped: "Mark shipped",
  delivered: "Mark delivered",
} as const;
type Advance = keyof typeof ACTION_LABELS;
const isAdvance = (stage: string): stage is Advance => Object.hasOwn(ACTION_LABELS, stage);
const labelOf = (to: FulfilmentStage) => (isAdvance(to) ? ACTION_LABELS[to] : "Cancel order");

/**
 * One action at a time. Cancelling refunds what is left, so it asks to be confirmed;
 * an unpaid order may be cancelled too (closed, nothing to refund).
 */
export function FulfilmentControls({ order }: { order: AdminOrder }) {
  const action = useAdminAction();
  const [asking, setAsking] = useState<"shipped" | "cancelled" | null>(null);
  const stage = stageOf(order);
  const ref = { uid: order.uid, orderId: order.orderId };
  const busy = action.pending !== null;

  const advance = (
    to: "packed" | "shipped" | "delivered",
    shipment: { carrier?: string; trackingNumber?: string } = {},
  ) =>
    action.run(`advance:${to}`, "adminAdvanceOrder", (requestKey) => ({
      ...ref,
      requestKey,
      to,
      ...shipment,
    }));
  const cancel = async (unpaid?: true) => {
    const sent = await action.run("cancel", "adminCancelOrder", (requestKey) => ({
      ...ref,
      requestKey,
      ...(unpaid ? { unpaid } : {}),
    }));
    if (sent) setAsking(null);
  };

  // Shipping asks for the shipment and cancelling for a confirmation; the rest go at once.
  const press = (to: FulfilmentStage) => {
    if (to === "shipped" || to === "cancelled") setAsking(to);
    else if (isAdvance(to)) void advance(to);
  };

  return (
    <div className="card admin-box">
      <h2>Fulfilment</h2>
      {!stage ? (
        <UnpaidOrder order={order} busy={busy} onCancel={() => setAsking("cancelled")} />
      ) : nextStages(stage).length === 0 ? (
        <p>This order is {STAGE_LABELS[stage].toLowerCase()}: nothing more to do.</p>
      ) : (
        <div className="admin-actions">
          {nextStages(stage).map((to) => (
            <button
              key={to}
              type="button"
              className={to === "cancelled" ? "btn btn-outline" : "btn btn-primary"}
              disabled={busy}
              onClick={() => press(to)}
            >
              {action.pending === `advance:${to}` ? "Saving…" : labelOf(to)}
            </button>
          ))}
        </div>
      )}
      {asking === "shipped" && stage === "packed" && (
        <ShipmentForm
          busy={busy}
          onShip={(shipment) => advance("shipped", shipment).then((ok) => ok && setAsking(null))}
        />
      )}
      {asking === "cancelled" && stage && nextStages(stage).includes("cancelled") && (
        <ConfirmBox
          label="Confirm cancellation"
          question={`Cancel this order and refund ${formatINR(refundableAmount(order.amount, order.refunds))} to the customer?`}
          yes={action.pending === "cancel" ? "Cancelling…" : "Yes, cancel and refund"}
          no="Keep the order"
          busy={busy}
          onYes={() => void cancel()}
          onNo={() => setAsking(null)}
        />
      )}
      {asking === "cancelled" && !stage && !order.closed && (
        <ConfirmBox
          label="Confirm cancellation"
          question="Cancel this unpaid order? The customer can no longer pay for it."
          yes={action.pending === "cancel" ? "Cancelling…" : "Yes, cancel the order"}
          no="Keep the order"
          busy={busy}
          onYes={() => void cancel(true)}
          onNo={() => setAsking(null)}
        />
      )}
      {action.error && (
        <p className="admin-error" role="alert">
          {action.error}
        </p>
      )}
    </div>
  );
}

function ShipmentForm({
  busy,
  onShip,
}: {
  busy: boolean;
  onShip: (shipment: { carrier: string; trackingNumber: string }) => void;
}) {
  const [carrier, setCarrier] = useState("");
  const [trackingNumber, setTrackingNumber] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onShip({ carrier: carrier.trim(), trackingNumber: trackingNumber.trim() });
  };
  return (
    <form className="admin-ship" onSubmit={submit} aria-label="Shipment">
      <label>
        Carrier
        <input
          value={carrier}
          onChange={(e) => setCarrier(e.target.value)}
          required
          maxLength={60}
        />
      </label>
      <label>
        Tracking number
        <input
          value={trackingNumber}
          onChange={(e) => setTrackingNumber(e.target.value)}
          required
          maxLength={60}
        />
      </label>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? "Saving…" : "Confirm shipment"}
      </button>
    </form>
  );
}

/** An unpaid order: closed (why), or open, with Cancel order. */
function UnpaidOrder({
  order,
  busy,
  onCancel,
}: {
  order: AdminOrder;
  busy: boolean;
  onCancel: () => void;
}) {
  if (order.closed) return <p>{ADMIN_UI.closed[order.closed.reason]}</p>;
  return (
    <>
      <p>{ADMIN_UI.notPaidYet}</p>
      <div className="admin-actions">
        <button type="button" className="btn btn-outline" disabled={busy} onClick={onCancel}>
          Cancel order
        </button>
      </div>
    </>
  );
}
