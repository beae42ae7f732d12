import { useState } from "react";
import { COD_TEXT, type Order } from "@shop/domain";
import { paymentPath } from "../../../config/paths";
import { ButtonLink, buttonClass } from "../../../components/ui/ButtonLink";
import { cancelCodOrder } from "../api/codOrder";

/** An open COD order (docs/cod.md): pay online now (the fee falls away) or, until shipped, cancel. */
export function CodActions({ order }: { order: Order }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const stage = order.fulfilment?.stage;
  if (order.status !== "cod" || order.closed || stage === "delivered" || stage === "cancelled") {
    return null;
  }
  const cancel = () => {
    setBusy(true);
    setError("");
    // Done, the live order turns cancelled.
    cancelCodOrder(order.orderId)
      .then(
        () => setAsking(false),
        (failure: Error) => setError(failure.message),
      )
      .finally(() => setBusy(false));
  };
  return (
    <div className="stack-2">
      <div className="cluster">
        <ButtonLink to={paymentPath(order.orderId)}>{COD_TEXT.payNow}</ButtonLink>
        {stage !== "shipped" && !asking && (
          <button type="button" className={buttonClass("outline")} onClick={() => setAsking(true)}>
            {COD_TEXT.cancel}
          </button>
        )}
      </div>
      {asking && (
        <div className="stack-2" role="group" aria-labelledby="cod-cancel-question">
          <p id="cod-cancel-question">Cancel this order? It will not be delivered.</p>
          <div className="cluster">
            <button
              type="button"
              className={buttonClass("primary")}
              disabled={busy}
              aria-busy={busy}
              onClick={cancel}
            >
              {busy ? "Cancelling…" : "Yes, cancel order"}
            </button>
            <button
              type="button"
              className={buttonClass("outline")}
              disabled={busy}
              onClick={() => setAsking(false)}
            >
              Keep order
            </button>
          </div>
        </div>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
