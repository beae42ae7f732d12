import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { COD_MESSAGES, COD_TEXT, formatINR, type AddressInfo, type Order } from "@shop/domain";
import { orderPath } from "../../../config/paths";
import { buttonClass } from "../../../components/ui/ButtonLink";
import { useLive } from "../../../lib/useLive";
import { clearCartIfOrdered } from "../../cart";
import { isCompleteAddress } from "../addressCheck";
import { confirmCode, phoneIsVerified, placeCodOrder, quoteCod, sendCode } from "../api/cod";
import { CHECKOUT_MESSAGES } from "../checkoutMessages";

type Quote = { fee: number; total: number; refusal?: string | undefined } | { failed: string };
type Busy = "" | "sending" | "confirming" | "placing";

/** Checkout's cash on delivery (docs/cod.md), loaded only when the shopper chooses it: the
 * server's quote, the phone's OTP, then placing. */
export default function CodCheckout(props: {
  order: Order;
  address: AddressInfo;
  editing: boolean;
}) {
  const { order, address, editing } = props;
  const { orderId, items } = order;
  const { phone, pincode } = address;
  const navigate = useNavigate();
  const complete = isCompleteAddress(address);
  const [verifiedNow, setVerifiedNow] = useState("");
  // The code sent, and to which phone: an address edited meanwhile asks for a new one.
  const [sent, setSent] = useState({ phone: "", verificationId: "" });
  const [busy, setBusy] = useState<Busy>("");
  const [error, setError] = useState("");
  const [code, setCode] = useState("");
  const captcha = useRef<HTMLDivElement>(null);

  // Asked again once the phone is verified: the server judges the phone too.
  const key = complete && !editing ? `${orderId}/${pincode}/${phone}/${verifiedNow}` : "";
  const quote = useLive<Quote>(key, (report) => {
    quoteCod(orderId, pincode).then(report, (failure: Error) =>
      report({ failed: failure.message }),
    );
  });
  const verifiedBefore = useLive<boolean>(key, (report) => {
    phoneIsVerified(phone).then(report, () => report(false));
  });

  const run = async (step: Exclude<Busy, "">, work: () => Promise<void>) => {
    setBusy(step);
    setError("");
    try {
      await work();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy("");
    }
  };

  if (editing) return null; // CheckoutSteps asks for the address to be saved first
  if (!complete) return <p className="checkout-hint">{CHECKOUT_MESSAGES.addressIncomplete}</p>;
  const refusal = quote && "failed" in quote ? quote.failed : quote?.refusal;
  // The OTP step answers this refusal; any other means COD cannot be placed.
  if (refusal && refusal !== COD_MESSAGES.phoneNotVerified) {
    return (
      <p className="field-error" role="alert">
        {refusal}
      </p>
    );
  }
  if (!quote || "failed" in quote) return <p role="status">Loading…</p>;
  const codeSent = sent.verificationId !== "" && sent.phone === phone;
  return (
    <div className="stack-3">
      <dl className="checkout-cod-fee">
        <dt>Cash on delivery fee</dt>
        <dd>{formatINR(quote.fee)}</dd>
      </dl>
      <dl className="checkout-total">
        <dt>To pay on delivery</dt>
        <dd>{formatINR(quote.total)}</dd>
      </dl>
      {verifiedBefore === true || verifiedNow === phone ? (
        <button
          type="button"
          className={`${buttonClass("primary", "lg")} btn-block`}
          disabled={busy !== ""}
          aria-busy={busy === "placing"}
          data-toast-avoid
          onClick={() =>
            void run("placing", async () => {
              await placeCodOrder(orderId, address);
              clearCartIfOrdered(items);
              // Replaced: Back leads to where checkout was opened from, not to a placed order's checkout.
              void navigate(orderPath(orderId), { replace: true });
            })
          }
        >
          {busy === "placing" ? "Placing your order…" : COD_TEXT.placeOrder}
        </button>
      ) : (
        <section className="stack-2" aria-labelledby="otp-title">
          <p id="otp-title">
            {COD_MESSAGES.phoneNotVerified} We send a code by SMS to +91 {phone}.
          </p>
          <button
            type="button"
            className={buttonClass(codeSent ? "outline" : "primary", "md")}
            disabled={busy !== ""}
            aria-busy={busy === "sending"}
            onClick={() =>
              void run("sending", async () => {
                // Where the invisible reCAPTCHA may render.
                if (!captcha.current) throw new Error(COD_MESSAGES.codeFailed);
                setSent({ phone, verificationId: await sendCode(phone, captcha.current) });
              })
            }
          >
            {COD_TEXT.verifyPhone}
          </button>
          {codeSent && (
            <form
              className="stack-2"
              onSubmit={(event) => {
                event.preventDefault();
                void run("confirming", async () => {
                  await confirmCode(sent.verificationId, code.trim());
                  setSent({ phone: "", verificationId: "" });
                  setVerifiedNow(phone);
                });
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
                disabled={busy !== ""}
                aria-busy={busy === "confirming"}
              >
                {COD_TEXT.confirmCode}
              </button>
            </form>
          )}
          <div ref={captcha} />
        </section>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
