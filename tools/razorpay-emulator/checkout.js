/* global window, document */
/**
 * The Razorpay emulator's checkout.js (browser script, served at /v1/checkout.js).
 * Same contract as https://checkout.razorpay.com/v1/checkout.js for what the
 * shop uses: new Razorpay(options), .open(), .close(), .on('payment.failed', cb),
 * options.handler({razorpay_payment_id, razorpay_order_id, razorpay_signature}),
 * options.modal.ondismiss(), options.retry.enabled. Instead of a card form it
 * shows a labelled modal dialog with Pay, Fail and Close.
 */
(function () {
  "use strict";

  const current =
    document.currentScript || document.querySelector('script[src*="/v1/checkout.js"]');
  const BASE = current && current.src ? new URL(current.src).origin : window.location.origin;
  let openCount = 0;

  function formatAmount(amount, currency) {
    const value = Number(amount);
    if (!Number.isFinite(value)) return "";
    return new Intl.NumberFormat("en-IN", {
      style: "currency",
      currency: currency || "INR",
      minimumFractionDigits: 2,
    }).format(value / 100);
  }

  function element(tag, attributes, text) {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes || {})) node.setAttribute(name, value);
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || !options.key) throw new Error("No key passed");
    if (!options.order_id) throw new Error("Razorpay emulator: options.order_id is required");
    this.options = options;
    this.listeners = {};
    this.view = null;
  }

  Razorpay.prototype.on = function (event, callback) {
    (this.listeners[event] = this.listeners[event] || []).push(callback);
    return this;
  };

  Razorpay.prototype.open = function () {
    if (this.view) return this;
    openCount += 1;
    const id = "rzp-emulator-" + openCount;
    const o = this.options;
    const backdrop = element("div", {
      "data-razorpay-emulator": "",
      style:
        "position:fixed;inset:0;z-index:2147483647;display:flex;align-items:center;" +
        "justify-content:center;background:rgba(15,23,42,.6);font:16px/1.5 system-ui,sans-serif",
    });
    const dialog = element("div", {
      role: "dialog",
      "aria-modal": "true",
      "aria-labelledby": id + "-title",
      "aria-describedby": id + "-description",
      style:
        "box-sizing:border-box;background:#fff;color:#0f172a;border-radius:12px;padding:24px;" +
        "width:min(92vw,380px);" +
        "box-shadow:0 20px 40px rgba(0,0,0,.3)",
    });
    const accent = (o.theme && o.theme.color) || "#2563eb";
    const status = element("p", {
      role: "status",
      "aria-live": "polite",
      style: "min-height:1.5em;color:#b91c1c",
    });
    const buttons = [
      ["Pay", "success", "background:" + accent + ";color:#fff"],
      ["Fail", "failure", "background:#fff;color:#b91c1c;border:1px solid #b91c1c"],
      ["Close", "close", "background:#fff;color:#334155;border:1px solid #94a3b8"],
    ].map(([label, action, look]) => {
      const button = element("button", { type: "button", "data-action": action }, label);
      button.style.cssText =
        "flex:1;padding:10px 12px;border:0;border-radius:8px;font:inherit;cursor:pointer;" + look;
      button.addEventListener("click", () => this.act(action));
      return button;
    });
    const actions = element("div", { style: "display:flex;gap:8px;margin-top:16px" });
    actions.append(...buttons);
    const prefill = o.prefill || {};
    dialog.append(
      element(
        "p",
        { style: "margin:0;font-size:12px;color:#475569" },
        "Razorpay emulator · test mode",
      ),
      element(
        "h2",
        { id: id + "-title", style: "margin:4px 0 0;font-size:20px" },
        o.name || "Checkout",
      ),
      element(
        "p",
        { id: id + "-description", style: "margin:4px 0 12px;color:#334155" },
        o.description || "",
      ),
      element(
        "p",
        { style: "margin:0;font-size:28px;font-weight:700" },
        formatAmount(o.amount, o.currency),
      ),
      element(
        "p",
        { style: "margin:4px 0 0;font-size:14px;color:#475569" },
        [prefill.email, prefill.contact].filter(Boolean).join(" · "),
      ),
      status,
      actions,
    );
    backdrop.append(dialog);
    backdrop.addEventListener("keydown", (event) => this.onKey(event));
    this.view = { backdrop, buttons, status, returnFocus: document.activeElement };
    document.body.append(backdrop);
    buttons[0].focus();
    return this;
  };

  Razorpay.prototype.onKey = function (event) {
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
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  Razorpay.prototype.close = function () {
    if (!this.view) return;
    const { backdrop, returnFocus } = this.view;
    this.view = null;
    backdrop.remove();
    if (returnFocus && typeof returnFocus.focus === "function") returnFocus.focus();
  };

  Razorpay.prototype.setBusy = function (busy, message) {
    this.busy = busy;
    for (const button of this.view.buttons) button.disabled = busy;
    this.view.status.textContent = message || "";
  };

  Razorpay.prototype.act = async function (action) {
    const o = this.options;
    if (action === "close") {
      this.close();
      if (o.modal && typeof o.modal.ondismiss === "function") o.modal.ondismiss();
      return;
    }
    this.setBusy(true, "Processing…");
    let answer;
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
      answer = await res.json();
      if (!res.ok)
        throw new Error((answer.error && answer.error.description) || "HTTP " + res.status);
    } catch (error) {
      this.setBusy(false, "Could not reach the payment server: " + error.message);
      return;
    }
    if (answer.error) {
      this.setBusy(false, "This attempt was declined. Try again or close.");
      if (o.retry && o.retry.enabled === false) this.close();
      for (const callback of this.listeners["payment.failed"] || [])
        callback({ error: answer.error });
      return;
    }
    this.close();
    if (typeof o.handler === "function") o.handler(answer);
    else console.info("Razorpay emulator: payment captured", answer);
  };

  window.Razorpay = Razorpay;
})();
