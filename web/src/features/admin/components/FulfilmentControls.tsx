import { useState } from "react";
import {
  COD_TEXT,
  formatINR,
  nextStages,
  refundableAmount,
  stageOf,
  STAGE_LABELS,
} from "@shop/domain";
import type { AdminOrder } from "../api/adminOrder";
import { onOrder, useAdminAction } from "../hooks/useConsoleData";
import { ActionError, ConfirmBox } from "./ConfirmBox";

const LABELS = {
  packed: "Mark packed",
  shipped: "Mark shipped",
  delivered: "Mark delivered",
  cancelled: "Cancel order",
  collected: COD_TEXT.collected,
  returned: COD_TEXT.returned,
} as const;
type Move = keyof typeof LABELS;
const CLOSED = {
  cancelled: "This unpaid order was cancelled: it can no longer be paid.",
  expired: "This unpaid order expired: it can no longer be paid.",
  superseded: "A newer order from the same cart replaced this one: it can no longer be paid.",
  returned: "This cash on delivery order came back undelivered: it is closed.",
} as const;
const RECORDED = {
  paid: "Recorded: cash collected. The order is paid.",
  returned: "Recorded: returned to origin. The order is closed.",
} as const;

/** Shipping asks for the shipment; cancelling (which refunds what is left) and a shipped COD
 * order's end at the door (docs/cod.md) ask to be confirmed. */
export function FulfilmentControls({ order }: { order: AdminOrder }) {
  const action = useAdminAction();
  const [asking, setAsking] = useState<Exclude<Move, "packed" | "delivered"> | null>(null);
  const [recorded, setRecorded] = useState<keyof typeof RECORDED | null>(null);
  const stage = stageOf(order);
  // A COD order is packed and shipped unpaid; once shipped, the courier's outcome ends it.
  const cod = order.status === "cod";
  const unpaid = cod || !stage;
  const moves = (
    order.closed && unpaid
      ? []
      : cod
        ? stage === "shipped"
          ? ["collected", "returned"]
          : nextStages(stage ?? "paid").filter((to) => to !== "delivered")
        : stage
          ? nextStages(stage)
          : ["cancelled"]
  ) as Move[];
  const close = (sent: unknown) => {
    if (sent) setAsking(null);
  };
  const advance = (to: "packed" | "shipped" | "delivered", shipment = {}) =>
    action.run(`advance:${to}`, "adminAdvanceOrder", onOrder(order, { to, ...shipment }));
  const unpaidOnly = unpaid ? { unpaid: true as const } : {};
  const cancel = () =>
    action.run("cancel", "adminCancelOrder", onOrder(order, unpaidOnly)).then(close);
  const record = (outcome: "collected" | "returned") =>
    action.run(`cod:${outcome}`, "adminCodOutcome", onOrder(order, { outcome })).then((done) => {
      close(done);
      if (done) setRecorded(done.status);
    });
  const saving = action.pending ? "Saving…" : "";
  const confirms = {
    cancelled: {
      label: "Confirm cancellation",
      question: !unpaid
        ? `Cancel this order and refund ${formatINR(refundableAmount(order.amount, order.refunds))} to the customer?`
        : cod
          ? "Cancel this cash on delivery order? It will not be shipped."
          : "Cancel this unpaid order? The customer can no longer pay for it.",
      yes:
        action.pending === "cancel"
          ? "Cancelling…"
          : unpaid
            ? "Yes, cancel the order"
            : "Yes, cancel and refund",
      no: "Keep the order",
      onYes: cancel,
    },
    collected: {
      label: `Confirm ${COD_TEXT.collected.toLowerCase()}`,
      question: `Did the courier collect ${formatINR(order.amount + (order.codFee ?? 0))} in cash? The order becomes paid and its invoice is issued.`,
      yes: saving || "Yes, cash collected",
      no: "Go back",
      onYes: () => record("collected"),
    },
    returned: {
      label: `Confirm ${COD_TEXT.returned.toLowerCase()}`,
      question: "Did the parcel come back undelivered? The order is closed unpaid.",
      yes: saving || "Yes, it came back",
      no: "Go back",
      onYes: () => record("returned"),
    },
  };
  const confirm = asking && asking !== "shipped" && moves.includes(asking) && confirms[asking];
  return (
    <div className="card admin-box">
      <h2>Fulfilment</h2>
      {order.closed && unpaid && <p>{CLOSED[order.closed.reason]}</p>}
      {!order.closed && !stage && !cod && (
        <p>Fulfilment and refunds start once the order is paid.</p>
      )}
      {stage && !unpaid && moves.length === 0 && (
        <p>This order is {STAGE_LABELS[stage].toLowerCase()}: nothing more to do.</p>
      )}
      {moves.length > 0 && (
        <div className="cluster">
          {moves.map((to) => (
            <button
              key={to}
              type="button"
              className={
                to === "cancelled" || to === "returned" ? "btn btn-outline" : "btn btn-primary"
              }
              disabled={action.busy}
              onClick={() =>
                to === "packed" || to === "delivered" ? void advance(to) : setAsking(to)
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
      {confirm && (
        <ConfirmBox
          {...confirm}
          busy={action.busy}
          onYes={() => void confirm.onYes()}
          onNo={() => setAsking(null)}
        />
      )}
      {recorded && <p role="status">{RECORDED[recorded]}</p>}
      <ActionError error={action.error} />
    </div>
  );
}
