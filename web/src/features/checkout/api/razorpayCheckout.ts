import { env } from "../../../config/env";
import type { PaymentSession } from "@shop/domain";

/** The signed answer checkout.js hands to `handler` after a payment. */
export interface CheckoutResponse {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

interface CheckoutFailure {
  error?: { description?: string };
}

export interface RazorpayWidget {
  open(): void;
  close(): void;
  on(event: "payment.failed", callback: (failure: CheckoutFailure) => void): void;
}

type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayWidget;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<RazorpayConstructor> | undefined;

/** Loads checkout.js on first pay: Razorpay's own, or the emulator's (VITE_RAZORPAY_CHECKOUT_URL). */
export function loadCheckout(): Promise<RazorpayConstructor> {
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

export interface CheckoutHandlers {
  onPaid: (response: CheckoutResponse) => void;
  onDismiss: () => void;
  /** The widget stays open after a failure, so the shopper can try again or close it. */
  onFailed: (description: string) => void;
}

/** The shop's primary colour, for the widget's buttons. */
const THEME_COLOR = "#0b6e99";

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
    theme: { color: THEME_COLOR },
    handler: handlers.onPaid,
    modal: { ondismiss: handlers.onDismiss },
  });
  widget.on("payment.failed", (failure) =>
    handlers.onFailed(failure.error?.description ?? "The payment did not go through."),
  );
  widget.open();
  return widget;
}
