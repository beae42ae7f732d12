import { useId, useState } from "react";
import { DISCOUNT_TEXT, formatINR } from "@shop/domain";
import { buttonClass } from "../ui/ButtonLink";
import "./discount.css";

/** `code` applied now ("" for none), `off` once the server has said, `message` its refusal. */
interface Props {
  code: string;
  off: number | undefined;
  message: string;
  busy: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
}

/** "Discount code" and Apply, or the applied code and Remove (cart and checkout). */
export function DiscountField({ code, off, message, busy, onApply, onRemove }: Props) {
  const [typed, setTyped] = useState("");
  const id = useId();
  return (
    <form
      className="discount-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (typed.trim()) onApply(typed);
      }}
    >
      {code ? (
        <div className="discount-row">
          <p className="discount-applied" role="status">
            {off === undefined ? DISCOUNT_TEXT.line(code) : DISCOUNT_TEXT.applied(code, off)}
          </p>
          <button
            type="button"
            className={buttonClass("outline", "sm")}
            disabled={busy}
            onClick={() => {
              setTyped("");
              onRemove();
            }}
          >
            {DISCOUNT_TEXT.remove}
          </button>
        </div>
      ) : (
        // Folded until asked for: open, the summary grew past the room toasts need at 1280 px.
        <details className="discount-details field" open={typed !== "" || message !== ""}>
          <summary>{DISCOUNT_TEXT.field}</summary>
          <div className="discount-row">
            <input
              aria-label={DISCOUNT_TEXT.field}
              value={typed}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              aria-invalid={message ? true : undefined}
              aria-describedby={`${id}-message`}
              onChange={(event) => setTyped(event.target.value)}
            />
            <button
              type="submit"
              className={buttonClass("outline", "sm")}
              disabled={busy || !typed.trim()}
              aria-busy={busy}
            >
              {DISCOUNT_TEXT.apply}
            </button>
          </div>
        </details>
      )}
      <p id={`${id}-message`} className="field-error" aria-live="polite">
        {message}
      </p>
    </form>
  );
}

/** "−₹150": what a discount line shows. */
export const minusINR = (paise: number) => `−${formatINR(paise)}`;
