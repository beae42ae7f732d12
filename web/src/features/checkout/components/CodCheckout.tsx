import { useRef, useState } from "react";
import { COD_MESSAGES, COD_TEXT, formatINR, type AddressInfo, type Order } from "@shop/domain";
import { buttonClass } from "../../../components/ui/ButtonLink";
import { isCompleteAddress } from "../addressCheck";
import { CHECKOUT_MESSAGES } from "../checkoutMessages";
import { useCodCheckout } from "../hooks/useCodCheckout";

/** Checkout's cash on delivery (docs/cod.md), loaded only when the shopper chooses it. */
export default function CodCheckout(props: {
  order: Order;
  address: AddressInfo;
  editing: boolean;
}) {
  const complete = isCompleteAddress(props.address);
  const cod = useCodCheckout(props.order, props.address, complete && !props.editing);
  const [code, setCode] = useState("");
  const captcha = useRef<HTMLDivElement>(null);
  if (props.editing) return null; // CheckoutSteps asks for the address to be saved first
  if (!complete) return <p className="checkout-hint">{CHECKOUT_MESSAGES.addressIncomplete}</p>;
  if (cod.refusal) {
    return (
      <p className="field-error" role="alert">
        {cod.refusal}
      </p>
    );
  }
  if (!cod.quote) return <p role="status">Loading…</p>;
  const { fee, total } = cod.quote;
  const busy = cod.busy !== "";
  return (
    <div className="stack-3">
      <dl className="order-facts">
        <dt>Cash on delivery fee</dt>
        <dd>{formatINR(fee)}</dd>
        <dt>To pay on delivery</dt>
        <dd>
          <strong>{formatINR(total)}</strong>
        </dd>
      </dl>
      {cod.verified ? (
        <button
          type="button"
          className={`${buttonClass("primary", "lg")} btn-block`}
          disabled={busy}
          aria-busy={cod.busy === "placing"}
          data-toast-avoid
          onClick={() => void cod.place()}
        >
          {cod.busy === "placing" ? "Placing your order…" : COD_TEXT.placeOrder}
        </button>
      ) : (
        <section className="stack-2" aria-labelledby="otp-title">
          <h3 id="otp-title">Verify your mobile number</h3>
          <p>
            {COD_MESSAGES.phoneNotVerified} We send a code by SMS to +91 {props.address.phone}.
          </p>
          <button
            type="button"
            className={buttonClass(cod.codeSent ? "outline" : "primary", "md")}
            disabled={busy}
            aria-busy={cod.busy === "sending"}
            onClick={() => void cod.send(captcha.current)}
          >
            {COD_TEXT.verifyPhone}
          </button>
          {cod.codeSent && (
            <form
              className="stack-2"
              onSubmit={(event) => {
                event.preventDefault();
                void cod.confirm(code.trim());
              }}
            >
              <div className="field">
                <label htmlFor="otp-code">Code from the SMS</label>
                <input
                  id="otp-code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  pattern="\d{6}"
                  required
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                />
              </div>
              <button
                type="submit"
                className={buttonClass("primary", "md")}
                disabled={busy}
                aria-busy={cod.busy === "confirming"}
              >
                {COD_TEXT.confirmCode}
              </button>
            </form>
          )}
          <div ref={captcha} />
        </section>
      )}
      {cod.error && (
        <p className="field-error" role="alert">
          {cod.error}
        </p>
      )}
    </div>
  );
}
