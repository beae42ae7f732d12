// The emulator's checkout.js: what the shop uses of https://checkout.razorpay.com/v1/checkout.js.
// Handler "lost" (X-Razorpay-Emulator-Handler) closes after paying and calls nothing: a killed tab.
(function () {
  "use strict";

  // The emulator's own origin, where this script came from (the page's, when evaluated inline).
  const script = document.currentScript as HTMLScriptElement | null;
  const BASE = script?.src ? new URL(script.src).origin : window.location.origin;
  const BUTTON = "flex:1;padding:10px 12px;border-radius:8px;font:inherit;cursor:pointer;";
  let openCount = 0;

  const escape = (text: unknown) =>
    String(text ?? "").replace(/[&<>"']/g, (c) => "&#" + c.charCodeAt(0) + ";");

  function formatAmount(amount: unknown, currency: string): string {
    const rupees = { style: "currency", currency, minimumFractionDigits: 2 } as const;
    return Number.isFinite(Number(amount))
      ? new Intl.NumberFormat("en-IN", rupees).format(Number(amount) / 100)
      : "";
  }

  function dialogHtml(o: CheckoutOptions, id: string): string {
    const accent = o.theme?.color || "#2563eb";
    const prefill = o.prefill || {};
    return `<div role="dialog" aria-modal="true" aria-labelledby="${id}-title"
  aria-describedby="${id}-description" style="box-sizing:border-box;background:#fff;
  color:#0f172a;border-radius:12px;padding:24px;width:min(92vw,380px);
  box-shadow:0 20px 40px rgba(0,0,0,.3)">
<p style="margin:0;font-size:12px;color:#475569">Razorpay emulator · test mode</p>
<h2 id="${id}-title" style="margin:4px 0 0;font-size:20px">${escape(o.name || "Checkout")}</h2>
<p id="${id}-description" style="margin:4px 0 12px;color:#334155">${escape(o.description)}</p>
<p style="margin:0;font-size:28px;font-weight:700">${formatAmount(o.amount, o.currency || "INR")}</p>
<p style="margin:4px 0 0;font-size:14px;color:#475569">${escape(
      [prefill.email, prefill.contact].filter(Boolean).join(" · "),
    )}</p>
<p role="status" aria-live="polite" style="min-height:1.5em;color:#b91c1c"></p>
<div style="display:flex;gap:8px;margin-top:16px">
<button type="button" data-action="success" style="${BUTTON}border:0;color:#fff;
  background:${escape(accent)}">Pay</button>
<button type="button" data-action="failure" style="${BUTTON}background:#fff;color:#b91c1c;
  border:1px solid #b91c1c">Fail</button>
<button type="button" data-action="close" style="${BUTTON}background:#fff;color:#334155;
  border:1px solid #94a3b8">Close</button>
</div></div>`;
  }

  function postForm(url: string, fields: object): void {
    const form = document.createElement("form");
    Object.assign(form, { method: "POST", action: url });
    form.setAttribute("data-razorpay-emulator", "");
    for (const [name, value] of Object.entries(fields)) {
      form.append(Object.assign(document.createElement("input"), { type: "hidden", name, value }));
    }
    document.body.append(form);
    form.submit();
  }

  type Listener = (response: { error: PayAnswer["error"] }) => void;

  /** Razorpay's constructor, callable with `new` or without, as the original's. */
  function Razorpay(o: CheckoutOptions) {
    if (!o || !o.key) throw new Error("No key passed");
    if (!o.order_id) throw new Error("Razorpay emulator: options.order_id is required");
    if (o.redirect === true && !o.callback_url) {
      throw new Error("Razorpay emulator: redirect needs options.callback_url");
    }
    const listeners: Record<string, Listener[]> = {};
    let view: DialogView | null = null;
    let busy = false;

    const rzp = {
      on(event: string, callback: Listener) {
        (listeners[event] = listeners[event] || []).push(callback);
        return rzp;
      },
      open() {
        if (view) return rzp;
        openCount += 1;
        const backdrop = document.createElement("div");
        backdrop.setAttribute("data-razorpay-emulator", "");
        backdrop.style.cssText =
          "position:fixed;inset:0;z-index:2147483647;display:flex;align-items:center;" +
          "justify-content:center;background:rgba(15,23,42,.6);font:16px/1.5 system-ui,sans-serif";
        backdrop.innerHTML = dialogHtml(o, "rzp-emulator-" + openCount);
        const buttons = Array.from(backdrop.querySelectorAll("button"));
        buttons.forEach((b) => (b.onclick = () => act(b.dataset.action as CheckoutAction)));
        backdrop.addEventListener("keydown", onKey);
        const status = backdrop.querySelector<HTMLElement>('[role="status"]')!;
        view = { backdrop, buttons, status, returnFocus: document.activeElement };
        document.body.append(backdrop);
        buttons[0]!.focus();
        return rzp;
      },
      close(): void {
        if (!view) return;
        const { backdrop, returnFocus } = view;
        view = null;
        backdrop.remove();
        (returnFocus as HTMLElement | null)?.focus?.();
      },
    };

    function onKey(event: KeyboardEvent): void {
      if (!view) return;
      if (event.key === "Escape") {
        event.preventDefault();
        if (!busy) void act("close");
      } else if (event.key === "Tab") {
        // Keep focus inside the dialog while it is open.
        const enabled = view.buttons.filter((b) => !b.disabled);
        const [first, last] = [enabled[0], enabled[enabled.length - 1]];
        if (document.activeElement === (event.shiftKey ? first : last)) {
          event.preventDefault();
          (event.shiftKey ? last : first)?.focus();
        }
      }
    }

    function setBusy(now: boolean, message?: string): void {
      if (!view) return;
      busy = now;
      for (const button of view.buttons) button.disabled = now;
      view.status.textContent = message || "";
    }

    async function act(action: CheckoutAction): Promise<void> {
      if (action === "close") {
        rzp.close();
        o.modal?.ondismiss?.();
        return;
      }
      setBusy(true, "Processing…");
      let answer: PayAnswer;
      let handlerSetting = "runs";
      const { key, order_id, prefill, notes, description } = o;
      const [email, contact] = [prefill?.email || "", prefill?.contact || ""];
      const pay = { key, order_id, outcome: action, email, contact, notes, description };
      try {
        const res = await fetch(BASE + "/v1/checkout/pay", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(pay),
        });
        handlerSetting = res.headers.get("x-razorpay-emulator-handler") || "runs";
        answer = (await res.json()) as PayAnswer;
        if (!res.ok) throw new Error(answer.error?.description || "HTTP " + res.status);
      } catch (error) {
        setBusy(false, "Could not reach the payment server: " + (error as Error).message);
        return;
      }
      if (!answer.error && handlerSetting === "lost") {
        // The tab was killed, or the redirect never arrived: only webhooks or a reconciler can tell.
        rzp.close();
        console.info(
          "Razorpay emulator: payment authorised; its answer is lost (settings.checkout)",
        );
        return;
      }
      if (o.redirect === true) {
        // The answer goes to callback_url as a form POST, the error's fields as error[…].
        rzp.close();
        const fields: Record<string, unknown> = {};
        for (const [name, value] of Object.entries(answer.error || {})) {
          fields["error[" + name + "]"] = typeof value === "object" ? JSON.stringify(value) : value;
        }
        return postForm(o.callback_url as string, answer.error ? fields : answer);
      }
      if (answer.error) {
        setBusy(false, "This attempt was declined. Try again or close.");
        if (o.retry?.enabled === false) rzp.close();
        for (const callback of listeners["payment.failed"] || []) callback({ error: answer.error });
        return;
      }
      rzp.close();
      if (typeof o.handler === "function") o.handler(answer);
      else console.info("Razorpay emulator: payment authorised", answer);
    }

    return rzp;
  }

  window.Razorpay = Razorpay;
})();
