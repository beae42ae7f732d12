// checkout.ts is a classic script (no import or export), so its types are global, to
// tsconfig.widget.json's program only.

/** The Pay, Fail and Close buttons' actions; Pay and Fail are the pay call's `outcome`. */
type CheckoutAction = "success" | "failure" | "close";

/** The signed answer, or the declined payment's error, of POST /v1/checkout/pay. */
interface PayAnswer {
  razorpay_payment_id?: string;
  razorpay_order_id?: string;
  razorpay_signature?: string;
  error?: { description?: string } & Record<string, unknown>;
}

/** What a shop passes to `new Razorpay(options)`: the fields the emulator reads. */
interface CheckoutOptions {
  key: string;
  order_id: string;
  amount?: number | string;
  currency?: string;
  name?: string;
  description?: string;
  prefill?: { email?: string; contact?: string };
  notes?: Record<string, string>;
  theme?: { color?: string };
  handler?: (answer: PayAnswer) => void;
  modal?: { ondismiss?: () => void };
  retry?: { enabled?: boolean };
  callback_url?: string;
  redirect?: boolean;
}

/** The open dialog: what checkout.ts disables, writes to, and removes. */
interface DialogView {
  backdrop: HTMLElement;
  buttons: HTMLButtonElement[];
  status: HTMLElement;
  returnFocus: Element | null;
}

interface Window {
  Razorpay: unknown;
}
