import { useCallback, useState } from "react";
import { useNavigate } from "react-router";
import { COD_MESSAGES, type AddressInfo, type Order } from "@shop/domain";
import { orderPath } from "../../../config/paths";
import { useLive } from "../../../lib/useLive";
import { clearCartIfOrdered } from "../../cart";
import { confirmCode, phoneIsVerified, placeCodOrder, quoteCod, sendCode } from "../api/cod";

type Quote = { fee: number; total: number; refusal?: string | undefined } | { failed: string };
type Busy = "" | "sending" | "confirming" | "placing";

/** Cash on delivery at checkout (docs/cod.md): the server's quote, the phone's OTP, then placing. */
export function useCodCheckout(order: Order, address: AddressInfo, ready: boolean) {
  const navigate = useNavigate();
  const { orderId, items } = order;
  const { phone, pincode } = address;
  const [verifiedNow, setVerifiedNow] = useState("");
  const [verificationId, setVerificationId] = useState("");
  const [busy, setBusy] = useState<Busy>("");
  const [error, setError] = useState("");

  // Asked again once the phone is verified: the server judges the phone too.
  const key = ready ? `${orderId}/${pincode}/${phone}/${verifiedNow}` : "";
  const quote = useLive<Quote>(key, (report) => {
    quoteCod(orderId, pincode).then(report, (failure: Error) =>
      report({ failed: failure.message }),
    );
  });
  const verified = useLive<boolean>(key, (report) => {
    phoneIsVerified(phone).then(report, () => report(false));
  });

  const run = useCallback(async (step: Exclude<Busy, "">, work: () => Promise<void>) => {
    setBusy(step);
    setError("");
    try {
      await work();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy("");
    }
  }, []);

  /** `captcha`: where the invisible reCAPTCHA may render. */
  const send = (captcha: HTMLElement | null) =>
    run("sending", async () => {
      if (!captcha) throw new Error(COD_MESSAGES.codeFailed);
      setVerificationId(await sendCode(phone, captcha));
    });
  const confirm = (code: string) =>
    run("confirming", async () => {
      await confirmCode(verificationId, code);
      setVerificationId("");
      setVerifiedNow(phone);
    });
  const place = () =>
    run("placing", async () => {
      await placeCodOrder(orderId, address);
      clearCartIfOrdered(items);
      // Replaced: Back leads to where checkout was opened from, not to a placed order's checkout.
      void navigate(orderPath(orderId), { replace: true });
    });

  const refusal = quote && "failed" in quote ? quote.failed : quote?.refusal;
  return {
    quote: quote && !("failed" in quote) ? quote : undefined,
    // The OTP step answers this refusal; any other means COD cannot be placed.
    refusal: refusal === COD_MESSAGES.phoneNotVerified ? undefined : refusal,
    verified: verified === true || verifiedNow === phone,
    codeSent: verificationId !== "",
    busy,
    error,
    send,
    confirm,
    place,
  };
}
