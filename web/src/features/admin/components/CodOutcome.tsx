import { useState } from "react";
import { COD_TEXT, formatINR } from "@shop/domain";
import type { AdminOrder } from "../api/adminOrder";
import { onOrder, useAdminAction } from "../hooks/useConsoleData";
import { ActionError, ConfirmBox } from "./ConfirmBox";

type Outcome = "collected" | "returned";
const ANSWERS = {
  paid: "Recorded: cash collected. The order is paid.",
  returned: "Recorded: returned to origin. The order is closed.",
} as const;

/** A shipped COD order's end at the door, each asked to be confirmed (docs/cod.md). */
export function CodOutcome({ order }: { order: AdminOrder }) {
  const action = useAdminAction();
  const [asking, setAsking] = useState<Outcome | null>(null);
  const [answer, setAnswer] = useState<keyof typeof ANSWERS | null>(null);
  const total = formatINR(order.amount + (order.codFee ?? 0));
  const atDoor = order.status === "cod" && !order.closed && order.fulfilment?.stage === "shipped";
  const record = async (outcome: Outcome) => {
    const step = onOrder(order, { outcome });
    const answered = await action.run(`cod:${outcome}`, "adminCodOutcome", step);
    if (!answered) return;
    setAsking(null);
    setAnswer(answered.status);
  };
  const ask = {
    collected: {
      question: `Did the courier collect ${total} in cash? The order becomes paid and its invoice is issued.`,
      yes: "Yes, cash collected",
    },
    returned: {
      question: "Did the parcel come back undelivered? The order is closed unpaid.",
      yes: "Yes, it came back",
    },
  }[asking ?? "collected"];
  return (
    <>
      {atDoor && (
        <div className="cluster">
          {(["collected", "returned"] as const).map((outcome) => (
            <button
              key={outcome}
              type="button"
              className={outcome === "collected" ? "btn btn-primary" : "btn btn-outline"}
              disabled={action.busy}
              onClick={() => setAsking(outcome)}
            >
              {COD_TEXT[outcome]}
            </button>
          ))}
        </div>
      )}
      {atDoor && asking && (
        <ConfirmBox
          label={`Confirm ${COD_TEXT[asking].toLowerCase()}`}
          question={ask.question}
          yes={action.pending ? "Saving…" : ask.yes}
          no="Go back"
          busy={action.busy}
          onYes={() => void record(asking)}
          onNo={() => setAsking(null)}
        />
      )}
      {answer && <p role="status">{ANSWERS[answer]}</p>}
      <ActionError error={action.error} />
    </>
  );
}
