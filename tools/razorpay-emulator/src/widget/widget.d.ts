// The two widget scripts are classic scripts that meet only through `window`, so these types are
// global, to tsconfig.widget.json's program only.

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

interface RazorpayEmulatorDialog {
  build(
    options: CheckoutOptions,
    act: (action: CheckoutAction) => void,
    onKey: (event: KeyboardEvent) => void,
  ): DialogView;
  /** Any object: its own fields become the form's hidden inputs. */
  postForm(url: string, fields: object): void;
}

interface Window {
  RazorpayEmulatorDialog: RazorpayEmulatorDialog;
  Razorpay: unknown;
}
