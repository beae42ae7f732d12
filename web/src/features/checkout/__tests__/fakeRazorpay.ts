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

  dismiss() {
    this.options.modal.ondismiss();
  }

  fail(description: string) {
    this.failed.forEach((callback) =>
      callback({ error: { code: "BAD_REQUEST_ERROR", description } }),
    );
  }
}
