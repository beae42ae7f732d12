/**
 * The Razorpay emulator's checkout.js in Chromium, on a blank page: the
 * contract the /payment page relies on (new Razorpay(options).open(), handler,
 * payment.failed, modal.ondismiss) and an accessible dialog.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "../support/browser";
import { checkoutSignature, razorpayKeys, razorpayUrl, resetRazorpay } from "../support/razorpay";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
afterEach(() => resetRazorpay());

async function razorpayOrder(amount: number): Promise<string> {
  const { keyId, keySecret } = razorpayKeys();
  const res = await fetch(`${razorpayUrl()}/v1/orders`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      authorization: `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString("base64")}`,
    },
    body: JSON.stringify({ amount, currency: "INR", receipt: "ORD-2026-1795000000000-ABCD" }),
  });
  return ((await res.json()) as { id: string }).id;
}

/** A blank page with checkout.js loaded and a widget opened; callbacks land in window.calls. */
async function openCheckout(orderId: string, extra: Record<string, unknown> = {}): Promise<Page> {
  const page = await browser.newPage();
  await page.setContent("<!doctype html><title>Shop</title><button>Proceed to Payment</button>");
  await page.addScriptTag({ url: `${razorpayUrl()}/v1/checkout.js` });
  await page.evaluate(
    ({ key, orderId, extra }) => {
      const w = window as unknown as {
        calls: unknown[];
        Razorpay: new (o: unknown) => {
          on(e: string, cb: (r: unknown) => void): void;
          open(): void;
        };
      };
      w.calls = [];
      const rzp = new w.Razorpay({
        key,
        amount: 79800,
        currency: "INR",
        name: "AquaSense",
        description: "Payment for Order #ORD-2026-1795000000000-ABCD",
        order_id: orderId,
        prefill: { name: "Asha Rao", email: "asha@example.in", contact: "9876543210" },
        theme: { color: "#0e7490" },
        handler: (response: unknown) => w.calls.push(["handler", response]),
        modal: { ondismiss: () => w.calls.push(["dismiss"]) },
        ...extra,
      });
      rzp.on("payment.failed", (response) => w.calls.push(["failed", response]));
      rzp.open();
    },
    { key: razorpayKeys().keyId, orderId, extra },
  );
  return page;
}

const calls = (page: Page) =>
  page.evaluate(() => (window as unknown as { calls: unknown[] }).calls);

describe("the emulator's checkout.js", () => {
  it("shows a labelled dialog with the shop, description and amount in rupees", async () => {
    const page = await openCheckout(await razorpayOrder(79800));
    const dialog = page.getByRole("dialog", { name: "AquaSense" });
    await dialog.waitFor();
    expect(await dialog.getAttribute("aria-modal")).toBe("true");
    await dialog.getByText("Payment for Order #ORD-2026-1795000000000-ABCD").waitFor();
    await dialog.getByText("₹798.00").waitFor();
    for (const name of ["Pay", "Fail", "Close"]) {
      expect(await dialog.getByRole("button", { name, exact: true }).isVisible()).toBe(true);
    }
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Pay");
    await page.close();
  });

  it("Pay closes the dialog and hands over a genuine Razorpay signature", async () => {
    const orderId = await razorpayOrder(79800);
    const page = await openCheckout(orderId);
    await page.getByRole("button", { name: "Pay", exact: true }).click();
    await page.getByRole("dialog").waitFor({ state: "detached" });

    const [[kind, response]] = (await calls(page)) as [[string, Record<string, string>]];
    expect(kind).toBe("handler");
    expect(response).toEqual({
      razorpay_payment_id: expect.stringMatching(/^pay_/),
      razorpay_order_id: orderId,
      razorpay_signature: checkoutSignature(
        orderId,
        response.razorpay_payment_id!,
        razorpayKeys().keySecret,
      ),
    });
    await page.close();
  });

  it("Fail reports payment.failed with Razorpay's error and keeps the dialog open", async () => {
    const orderId = await razorpayOrder(79800);
    const page = await openCheckout(orderId);
    await page.getByRole("button", { name: "Fail", exact: true }).click();
    await page.getByText("This attempt was declined. Try again or close.").waitFor();

    expect(await calls(page)).toEqual([
      [
        "failed",
        {
          error: expect.objectContaining({
            code: "BAD_REQUEST_ERROR",
            description: expect.stringContaining("declined by the bank"),
            reason: "payment_failed",
            metadata: { order_id: orderId, payment_id: expect.stringMatching(/^pay_/) },
          }),
        },
      ],
    ]);
    expect(await page.getByRole("dialog").isVisible()).toBe(true);
    await page.close();
  });

  it("closes on failure when retry is disabled, without a dismiss", async () => {
    const page = await openCheckout(await razorpayOrder(79800), { retry: { enabled: false } });
    await page.getByRole("button", { name: "Fail", exact: true }).click();
    await page.getByRole("dialog").waitFor({ state: "detached" });
    expect((await calls(page)).map((c) => (c as unknown[])[0])).toEqual(["failed"]);
    await page.close();
  });

  it.each([
    ["Close", (page: Page) => page.getByRole("button", { name: "Close", exact: true }).click()],
    ["Escape", (page: Page) => page.keyboard.press("Escape")],
  ])("%s dismisses the widget", async (_how, dismiss) => {
    const page = await openCheckout(await razorpayOrder(79800));
    await page.getByRole("dialog").waitFor();
    await dismiss(page);
    await page.getByRole("dialog").waitFor({ state: "detached" });
    expect(await calls(page)).toEqual([["dismiss"]]);
    await page.close();
  });
});
