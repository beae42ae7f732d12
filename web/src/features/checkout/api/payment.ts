import type { AddressInfo, CallableInput, CallableOutput, PaymentSession } from "@shop/domain";
import { env } from "../../../config/env";
import { call } from "../../../lib/callables";

/** A refusal whose message the shopper can act on (an address, a paid order); `code` is the refusal's. */
export class PaymentRefusedError extends Error {
  override name = "PaymentRefusedError";
  code = "";
}

/** A refusal the contract declares becomes a PaymentRefusedError in its words. */
async function paymentCall<Name extends "startPayment" | "confirmPayment">(
  name: Name,
  input: CallableInput<Name>,
): Promise<CallableOutput<Name>> {
  try {
    return await call(name, input);
  } catch (error) {
    const { callableErrorCode, refusalText } = await import("../../../lib/callableContracts");
    const refusal = refusalText(name, error);
    const code = callableErrorCode(error);
    if (refusal) throw Object.assign(new PaymentRefusedError(refusal, { cause: error }), { code });
    throw error;
  }
}

/** Saves the address on the order; the browser sends no amount, the server charges what it stored. */
export const startPayment = (orderId: string, address: AddressInfo): Promise<PaymentSession> =>
  paymentCall("startPayment", { orderId, address });

/** "paid" once captured, "confirming" when only authorised (the webhook then pays it). */
export const confirmPayment = (orderId: string, response: CheckoutResponse) =>
  paymentCall("confirmPayment", { orderId, ...response });

/** The signed answer checkout.js hands to `handler` after a payment. */
export interface CheckoutResponse {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

export interface RazorpayWidget {
  open(): void;
  close(): void;
  on(
    event: "payment.failed",
    callback: (failure: { error?: { description?: string } }) => void,
  ): void;
}

type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayWidget;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<RazorpayConstructor> | undefined;

/** Loads checkout.js on first pay: Razorpay's own, or the emulator's (VITE_RAZORPAY_CHECKOUT_URL). */
function loadCheckout(): Promise<RazorpayConstructor> {
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    if (window.Razorpay) return resolve(window.Razorpay);
    const script = document.createElement("script");
    script.src = env.razorpayCheckoutUrl;
    script.async = true;
    script.onload = () =>
      window.Razorpay
        ? resolve(window.Razorpay)
        : reject(new Error("checkout.js defined no Razorpay"));
    script.onerror = () => {
      script.remove();
      reject(new Error(`Could not load ${env.razorpayCheckoutUrl}`));
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = undefined; // a later click may try again
    throw error;
  });
  return loading;
}

interface CheckoutHandlers {
  onPaid: (response: CheckoutResponse) => void;
  onDismiss: () => void;
  /** The widget stays open after a failure, so the shopper can try again or close it. */
  onFailed: (description: string) => void;
}

/** Opens the payment widget for a session startPayment created (docs/product.md §7); the widget, to close it. */
export async function openCheckout(
  session: PaymentSession,
  handlers: CheckoutHandlers,
): Promise<RazorpayWidget> {
  const Razorpay = await loadCheckout();
  const widget = new Razorpay({
    key: session.keyId,
    order_id: session.razorpayOrderId,
    amount: session.amount,
    currency: session.currency,
    name: session.name,
    description: session.description,
    receipt: session.orderId,
    prefill: session.prefill,
    notes: { orderId: session.orderId },
    theme: { color: "#0b6e99" }, // the shop's primary colour
    handler: handlers.onPaid,
    modal: { ondismiss: handlers.onDismiss },
  });
  widget.on("payment.failed", (failure) =>
    handlers.onFailed(failure.error?.description ?? "The payment did not go through."),
  );
  widget.open();
  return widget;
}
