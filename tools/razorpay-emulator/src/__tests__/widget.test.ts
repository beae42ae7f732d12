/**
 * The emulator's checkout.js in jsdom: the redirect flow (callback_url +
 * redirect: true) and the "lost" handler setting. Chromium runs the rest of
 * its contract in tests/e2e/razorpayCheckout.test.ts.
 */
import { describe, expect, it, vi } from "vitest";
import {
  emu,
  emulator,
  keys,
  control,
  createOrder,
  eventNames,
  type Json,
  useRazorpayEmulator,
} from "./fixture.js";

useRazorpayEmulator();

// jsdom ships without types in this workspace; the window is driven as plain JSON-ish data.
type Window = Json;
const CALLBACK = "https://shop.example/payment/callback?order=ORD-1";

/** A page on the emulator's origin with checkout.js loaded and a widget opened. */
async function openWidget(orderId: string, extra: Json = {}) {
  const { JSDOM, VirtualConsole } = (await import("jsdom" as string)) as Json;
  const consoleLines: string[] = [];
  const virtualConsole = new VirtualConsole();
  virtualConsole.on("info", (...args: unknown[]) => consoleLines.push(args.join(" ")));
  const dom = new JSDOM("<!doctype html><title>Shop</title><button>Pay now</button>", {
    url: `${emulator.url}/shop`,
    runScripts: "outside-only",
    virtualConsole,
  });
  const window = dom.window as Window;
  window.fetch = fetch;
  const posted: Array<{ action: string; method: string; fields: Record<string, string> }> = [];
  window.HTMLFormElement.prototype.submit = function (this: Json) {
    const fields: Record<string, string> = {};
    for (const input of this.querySelectorAll("input")) fields[input.name] = input.value;
    posted.push({ action: this.action, method: this.method, fields });
  };
  window.eval(await (await fetch(`${emulator.url}/v1/checkout.js`)).text());
  const calls: unknown[][] = [];
  const widget = new window.Razorpay({
    key: keys.keyId,
    amount: 39900,
    currency: "INR",
    name: "AquaSense",
    order_id: orderId,
    handler: (response: unknown) => calls.push(["handler", response]),
    modal: { ondismiss: () => calls.push(["dismiss"]) },
    ...extra,
  });
  widget.on("payment.failed", (response: unknown) => calls.push(["failed", response]));
  widget.open();
  const dialog = () => window.document.querySelector('[role="dialog"]');
  const click = (action: string) =>
    window.document.querySelector(`[data-action="${action}"]`).click();
  return { window, widget, calls, posted, consoleLines, dialog, click };
}

describe("checkout.js", () => {
  it("runs the handler with the signed answer (settings.checkout.handler: runs)", async () => {
    const order = (await createOrder()).body;
    const page = await openWidget(order.id);
    page.click("success");
    await vi.waitFor(() => expect(page.calls).toHaveLength(1));

    const [[kind, answer]] = page.calls as [[string, Json]];
    expect(kind).toBe("handler");
    expect(answer.razorpay_signature).toBe(
      emu.checkoutSignature(order.id, answer.razorpay_payment_id, keys.keySecret),
    );
    expect(page.dialog()).toBeNull();
  });

  it("redirect: POSTs the answer to callback_url as a form; no handler", async () => {
    const order = (await createOrder()).body;
    const page = await openWidget(order.id, { callback_url: CALLBACK, redirect: true });
    page.click("success");
    await vi.waitFor(() => expect(page.posted).toHaveLength(1));

    const { action, method, fields } = page.posted[0]!;
    expect(action).toBe(CALLBACK);
    expect(method).toBe("post");
    expect(Object.keys(fields).sort()).toEqual([
      "razorpay_order_id",
      "razorpay_payment_id",
      "razorpay_signature",
    ]);
    expect(fields.razorpay_order_id).toBe(order.id);
    expect(fields.razorpay_signature).toBe(
      emu.checkoutSignature(order.id, fields.razorpay_payment_id!, keys.keySecret),
    );
    expect(page.calls).toEqual([]);
    expect(page.dialog()).toBeNull();
  });

  it("redirect: POSTs a failure's error[…] fields to callback_url; no listener", async () => {
    const order = (await createOrder()).body;
    const page = await openWidget(order.id, { callback_url: CALLBACK, redirect: true });
    page.click("failure");
    await vi.waitFor(() => expect(page.posted).toHaveLength(1));

    const { fields } = page.posted[0]!;
    expect(fields).toMatchObject({
      "error[code]": "BAD_REQUEST_ERROR",
      "error[description]": expect.stringContaining("declined by the bank"),
      "error[source]": "bank",
      "error[step]": "payment_authorization",
      "error[reason]": "payment_failed",
    });
    expect(JSON.parse(fields["error[metadata]"]!)).toEqual({
      order_id: order.id,
      payment_id: expect.stringMatching(/^pay_/),
    });
    expect(page.calls).toEqual([]);
  });

  it("close(): the shop closes the dialog (rzp.close()); nothing is left to pay with", async () => {
    const order = (await createOrder()).body;
    const page = await openWidget(order.id);
    page.widget.close();
    expect(page.dialog()).toBeNull();
    expect(page.window.document.querySelector('[data-action="success"]')).toBeNull();
    page.widget.close(); // closing twice is harmless
    await emulator.settled();
    expect(page.calls).toEqual([]);
    expect(emulator.store.orders.get(order.id)?.status).toBe("created");
    page.widget.open(); // and it opens again, as Razorpay's does
    expect(page.dialog()).not.toBeNull();
  });

  it("lost: the dialog closes after Pay and the shop hears nothing; only webhooks tell", async () => {
    await control("checkout", { handler: "lost" });
    const order = (await createOrder()).body;
    const page = await openWidget(order.id);
    page.click("success");
    await vi.waitFor(() => expect(page.dialog()).toBeNull());
    await emulator.settled();

    expect(page.calls).toEqual([]);
    expect(page.posted).toEqual([]);
    expect(page.consoleLines.join("\n")).toContain("lost");
    expect(eventNames()).toEqual(["payment.authorized", "payment.captured", "order.paid"]);
    expect(emulator.store.orders.get(order.id)?.status).toBe("paid");
  });

  it("lost also swallows the redirect, but not a failure", async () => {
    await control("checkout", { handler: "lost" });
    const order = (await createOrder()).body;
    const page = await openWidget(order.id, { callback_url: CALLBACK, redirect: true });
    page.click("failure");
    await vi.waitFor(() => expect(page.posted).toHaveLength(1));
    const retry = await openWidget(order.id, { callback_url: CALLBACK, redirect: true });
    retry.click("success");
    await vi.waitFor(() => expect(retry.dialog()).toBeNull());
    await emulator.settled();
    expect(retry.posted).toEqual([]);
    expect(retry.calls).toEqual([]);
  });
});
