// The emulator's checkout.js: what the shop uses of https://checkout.razorpay.com/v1/checkout.js.
// Handler "lost" (X-Razorpay-Emulator-Handler) closes after paying and calls nothing: a killed tab.
(function () {
  "use strict";

  const current =
    (document.currentScript as HTMLScriptElement | null) ||
    document.querySelector<HTMLScriptElement>('script[src*="/v1/checkout.js"]');
  const BASE = current && current.src ? new URL(current.src).origin : window.location.origin;
  const dialog = window.RazorpayEmulatorDialog;

  type Listener = (response: { error: PayAnswer["error"] }) => void;

  class Checkout {
    options: CheckoutOptions;
    listeners: Record<string, Listener[]>;
    view: DialogView | null;
    busy?: boolean;

    constructor(options: CheckoutOptions) {
      if (!options || !options.key) throw new Error("No key passed");
      if (!options.order_id) throw new Error("Razorpay emulator: options.order_id is required");
      if (options.redirect === true && !options.callback_url) {
        throw new Error("Razorpay emulator: redirect needs options.callback_url");
      }
      this.options = options;
      this.listeners = {};
      this.view = null;
    }

    on(event: string, callback: Listener): this {
      (this.listeners[event] = this.listeners[event] || []).push(callback);
      return this;
    }

    open(): this {
      if (this.view) return this;
      this.view = dialog.build(
        this.options,
        (action) => this.act(action),
        (event) => this.onKey(event),
      );
      return this;
    }

    onKey(event: KeyboardEvent): void {
      if (!this.view) return;
      if (event.key === "Escape") {
        event.preventDefault();
        if (!this.busy) this.act("close");
      } else if (event.key === "Tab") {
        // Keep focus inside the dialog while it is open.
        const enabled = this.view.buttons.filter((b) => !b.disabled);
        const first = enabled[0];
        const last = enabled[enabled.length - 1];
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last?.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first?.focus();
        }
      }
    }

    close(): void {
      if (!this.view) return;
      const { backdrop, returnFocus } = this.view;
      this.view = null;
      backdrop.remove();
      if (returnFocus && typeof (returnFocus as HTMLElement).focus === "function") {
        (returnFocus as HTMLElement).focus();
      }
    }

    setBusy(busy: boolean, message?: string): void {
      if (!this.view) return;
      this.busy = busy;
      for (const button of this.view.buttons) button.disabled = busy;
      this.view.status.textContent = message || "";
    }

    async act(action: CheckoutAction): Promise<void> {
      const o = this.options;
      if (action === "close") {
        this.close();
        if (o.modal && typeof o.modal.ondismiss === "function") o.modal.ondismiss();
        return;
      }
      this.setBusy(true, "Processing…");
      let answer: PayAnswer;
      let handlerSetting = "runs";
      try {
        const res = await fetch(BASE + "/v1/checkout/pay", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            key: o.key,
            order_id: o.order_id,
            outcome: action,
            email: (o.prefill && o.prefill.email) || "",
            contact: (o.prefill && o.prefill.contact) || "",
            notes: o.notes,
            description: o.description,
          }),
        });
        handlerSetting = res.headers.get("x-razorpay-emulator-handler") || "runs";
        answer = (await res.json()) as PayAnswer;
        if (!res.ok)
          throw new Error((answer.error && answer.error.description) || "HTTP " + res.status);
      } catch (error) {
        const message = (error as Error).message;
        this.setBusy(false, "Could not reach the payment server: " + message);
        return;
      }
      if (!answer.error && handlerSetting === "lost") {
        // The tab was killed, or the redirect never arrived: only webhooks or a reconciler can tell.
        this.close();
        console.info(
          "Razorpay emulator: payment authorised; its answer is lost (settings.checkout)",
        );
        return;
      }
      if (o.redirect === true) return this.redirect(answer);
      if (answer.error) {
        this.setBusy(false, "This attempt was declined. Try again or close.");
        if (o.retry && o.retry.enabled === false) this.close();
        for (const callback of this.listeners["payment.failed"] || [])
          callback({ error: answer.error });
        return;
      }
      this.close();
      if (typeof o.handler === "function") o.handler(answer);
      else console.info("Razorpay emulator: payment authorised", answer);
    }

    /** redirect: true: the answer goes to callback_url as a form POST, the error's fields as error[…]. */
    redirect(answer: PayAnswer): void {
      this.close();
      const url = this.options.callback_url as string; // the constructor checked it
      if (!answer.error) return dialog.postForm(url, answer);
      const fields: Record<string, unknown> = {};
      for (const [name, value] of Object.entries(answer.error)) {
        fields["error[" + name + "]"] = typeof value === "object" ? JSON.stringify(value) : value;
      }
      return dialog.postForm(url, fields);
    }
  }

  /** Razorpay's constructor, callable with `new` or without, as the original's. */
  function Razorpay(options: CheckoutOptions): Checkout {
    return new Checkout(options);
  }
  Razorpay.prototype = Checkout.prototype;

  window.Razorpay = Razorpay;
})();
