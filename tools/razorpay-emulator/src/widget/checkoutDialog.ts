// The checkout dialog's markup and the redirect flow's form POST, served first in /v1/checkout.js.
(function () {
  "use strict";

  let openCount = 0;

  function formatAmount(amount: unknown, currency: string | undefined): string {
    const value = Number(amount);
    if (!Number.isFinite(value)) return "";
    return new Intl.NumberFormat("en-IN", {
      style: "currency",
      currency: currency || "INR",
      minimumFractionDigits: 2,
    }).format(value / 100);
  }

  function element<K extends keyof HTMLElementTagNameMap>(
    tag: K,
    attributes?: Record<string, string>,
    text?: string,
  ): HTMLElementTagNameMap[K] {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes || {})) node.setAttribute(name, value);
    if (text !== undefined) node.textContent = text;
    return node;
  }

  /** Builds and shows the dialog; `act(action)` runs on a button, `onKey(event)` on a key. */
  function build(
    o: CheckoutOptions,
    act: (action: CheckoutAction) => void,
    onKey: (event: KeyboardEvent) => void,
  ): DialogView {
    openCount += 1;
    const id = "rzp-emulator-" + openCount;
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
    const looks: Array<[string, CheckoutAction, string]> = [
      ["Pay", "success", "background:" + accent + ";color:#fff"],
      ["Fail", "failure", "background:#fff;color:#b91c1c;border:1px solid #b91c1c"],
      ["Close", "close", "background:#fff;color:#334155;border:1px solid #94a3b8"],
    ];
    const buttons = looks.map(([label, action, look]) => {
      const button = element("button", { type: "button", "data-action": action }, label);
      button.style.cssText =
        "flex:1;padding:10px 12px;border:0;border-radius:8px;font:inherit;cursor:pointer;" + look;
      button.addEventListener("click", () => act(action));
      return button;
    });
    const actions = element("div", { style: "display:flex;gap:8px;margin-top:16px" });
    actions.append(...buttons);
    const prefill = o.prefill || {};
    const line = (style: string, text: string, attributes?: Record<string, string>) =>
      element("p", Object.assign({ style: style }, attributes), text);
    dialog.append(
      line("margin:0;font-size:12px;color:#475569", "Razorpay emulator · test mode"),
      element(
        "h2",
        { id: id + "-title", style: "margin:4px 0 0;font-size:20px" },
        o.name || "Checkout",
      ),
      line("margin:4px 0 12px;color:#334155", o.description || "", { id: id + "-description" }),
      line("margin:0;font-size:28px;font-weight:700", formatAmount(o.amount, o.currency)),
      line(
        "margin:4px 0 0;font-size:14px;color:#475569",
        [prefill.email, prefill.contact].filter(Boolean).join(" · "),
      ),
      status,
      actions,
    );
    backdrop.append(dialog);
    backdrop.addEventListener("keydown", onKey);
    const view: DialogView = { backdrop, buttons, status, returnFocus: document.activeElement };
    document.body.append(backdrop);
    buttons[0]!.focus();
    return view;
  }

  /** The redirect flow: the browser leaves the page with a form POST to callback_url. */
  function postForm(url: string, fields: object): void {
    const form = element("form", { method: "POST", action: url, "data-razorpay-emulator": "" });
    for (const [name, value] of Object.entries(fields)) {
      form.append(element("input", { type: "hidden", name: name, value: String(value) }));
    }
    document.body.append(form);
    form.submit();
  }

  window.RazorpayEmulatorDialog = { build, postForm };
})();
