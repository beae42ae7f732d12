/** Stands in for checkout.js's window.Razorpay: records how the widget was opened and lets tests answer as it would. */
type Options = Record<string, unknown> & {
  handler: (response: unknown) => void;
  modal: { ondismiss: () => void };
};

export class FakeRazorpay {
  static opened: FakeRazorpay[] = [];
  static last(): FakeRazorpay {
    const widget = FakeRazorpay.opened.at(-1);
    if (!widget) throw new Error("the payment widget was never opened");
    return widget;
  }

  private failed: ((failure: unknown) => void)[] = [];
  closed = false;
  constructor(readonly options: Options) {}

  on(event: string, callback: (failure: unknown) => void) {
    if (event === "payment.failed") this.failed.push(callback);
  }

  open() {
    FakeRazorpay.opened.push(this);
  }

  pay(response: unknown) {
    this.options.handler(response);
  }

  /**
   * The money is taken and the widget closes, but its success handler never
   * runs (a redirect, a crashed or closed tab): only the webhook tells the shop.
   */
  payWithoutHandler() {
    this.closed = true;
  }

  /** checkout.js's close(); it may report a dismissal as the Close button does, so this one does. */
  close() {
    if (this.closed) return;
    this.closed = true;
    this.options.modal.ondismiss();
  }

  dismiss() {
    this.options.modal.ondismiss();
  }

  fail(description: string) {
    this.failed.forEach((callback) =>
      callback({ error: { code: "BAD_REQUEST_ERROR", description } }),
    );
  }
}
