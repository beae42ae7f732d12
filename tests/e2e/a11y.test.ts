import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE, launchBrowser, openShop } from "../support/browser";
import { createUser, type TestUser } from "../support/emulators";
import { razorpayKeys, razorpayUrl } from "../support/razorpay";
import { signInThroughUi } from "../support/session";
import { axeViolations } from "./support/axe";
import { hydrated } from "./support/checkout";
import { PUBLIC_PAGES, waitForHeading } from "./support/storefrontPages";

/**
 * axe-core on every page and state a shopper can reach: zero violations of
 * the WCAG 2.0/2.1/2.2 A and AA rules (support/axe.ts).
 */
const violations = (page: Page) => axeViolations(page);

let browser: Browser;
let shopper: TestUser;
beforeAll(async () => {
  browser = await launchBrowser();
  shopper = await createUser();
});
afterAll(() => browser?.close());

async function open(viewport: { width: number; height: number } = DESKTOP) {
  return openShop(browser, viewport);
}

describe("accessibility (axe, WCAG 2.2 A/AA) of the public pages", () => {
  it("the check itself reports a violation when one is there", async () => {
    const { page, context } = await open(DESKTOP);
    await page.goto("/");
    await waitForHeading(page, "Why choose AquaSense?");
    // Outside React's root: hydration (which may still be running) owns what is inside.
    await page.evaluate(() => {
      const img = document.createElement("img");
      img.src = "/favicon.svg";
      document.body.append(img);
    });
    expect(await violations(page)).toEqual(['image-alt (critical): img[src$="favicon.svg"]']);
    await context.close();
  });

  for (const [width, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    it.each(PUBLIC_PAGES.map((p) => [p.name, p] as const))(
      `%s at ${width} width has no violations`,
      async (_name, target) => {
        const { page, context } = await open(viewport);
        await page.goto(target.path);
        await waitForHeading(page, target.heading);
        expect(await violations(page)).toEqual([]);
        await context.close();
      },
    );
  }

  it("the phone menu, open, has no violations", async () => {
    const { page, context } = await open(PHONE);
    await page.goto("/");
    // Prerendered: a tap before React hydrates the button is lost (it failed on a loaded machine).
    const menu = page.getByRole("button", { name: "Menu" });
    await hydrated(menu);
    await menu.click();
    await page.getByRole("navigation", { name: "Mobile" }).waitFor();
    expect(await violations(page)).toEqual([]);
    await context.close();
  });

  it("the contact form with a refused message has no violations", async () => {
    const { page, context } = await open(PHONE);
    await page.goto("/contact");
    await page.getByLabel("Phone Number", { exact: true }).fill("98765 43210");
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.getByText("Please fill in all required fields", { exact: true }).waitFor();
    expect(await violations(page)).toEqual([]);
    await context.close();
  });

  it("the contact form after a sent message has no violations", async () => {
    const { page, context } = await open(DESKTOP);
    await page.goto("/contact");
    const values = {
      "Full Name": "Asha Rao",
      "Email Address": "asha@example.in",
      "Phone Number": "98765 43210",
      Subject: "Installation",
      Message: "Can you install it in Pune?",
    };
    for (const [label, value] of Object.entries(values)) {
      await page.getByLabel(label, { exact: true }).fill(value);
    }
    await page.getByRole("button", { name: "Send Message" }).click();
    await page
      .getByText("Your message has been sent successfully! We will get back to you soon.", {
        exact: true,
      })
      .waitFor({ timeout: 50_000 });
    expect(await violations(page)).toEqual([]);
    await context.close();
  });

  it.each([
    ["login", "/login", "Sign In"],
    ["register", "/register", "Register"],
  ])("the %s form, empty and refused, has no violations", async (_name, path, button) => {
    const { page, context } = await open(PHONE);
    await page.goto(path);
    await page.locator("main form").getByRole("button", { name: button, exact: true }).waitFor();
    expect(await violations(page)).toEqual([]);
    await page.locator("main form").getByRole("button", { name: button, exact: true }).click();
    await page.locator('main [aria-invalid="true"]').first().waitFor();
    expect(await violations(page)).toEqual([]);
    await context.close();
  });

  it("a wrong password, refused with an alert, has no violations", async () => {
    const { page, context } = await open(DESKTOP);
    await page.goto("/login");
    await page.getByLabel("Email Address").fill(shopper.email);
    await page.getByLabel("Password", { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.locator("main").getByRole("alert").waitFor();
    expect(await violations(page)).toEqual([]);
    await context.close();
  });

  it("the signed-out guards (/myOrders prompt, /payment redirect) have no violations", async () => {
    const { page, context } = await open(PHONE);
    await page.goto("/myOrders");
    await page.getByText("Please log in to view your orders.").first().waitFor();
    expect(await violations(page)).toEqual([]);
    await page.goto("/payment?orderId=ORD-2026-1");
    await page.locator(".toaster").getByText("Please log in to proceed.").waitFor();
    expect(await violations(page)).toEqual([]);
    await context.close();
  });
});

describe("accessibility (axe, WCAG 2.2 A/AA) signed in", () => {
  it("the account dropdown, open, has no violations", async () => {
    const { page, context } = await open(DESKTOP);
    await signInThroughUi(page, shopper);
    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("link", { name: "Orders", exact: true }).waitFor();
    expect(await violations(page)).toEqual([]);
    await context.close();
  });

  it("the phone menu, open and signed in, has no violations", async () => {
    const { page, context } = await open(PHONE);
    await signInThroughUi(page, shopper);
    await page.getByRole("button", { name: "Menu" }).click();
    await page
      .getByRole("navigation", { name: "Mobile" })
      .getByRole("button", { name: "Logout" })
      .waitFor();
    expect(await violations(page)).toEqual([]);
    await context.close();
  });

  it.each([
    ["/cart", "Your Cart is Empty"],
    ["/myOrders", "No Paid Orders Found"],
    ["/payment?orderId=ORD-2026-1795000000000-NONE", "No Order Found"],
    ["/payment", "No Order Found"],
  ])("%s, empty, has no violations", async (path, heading) => {
    const { page, context } = await open(PHONE);
    await signInThroughUi(page, shopper);
    await page.goto(path);
    await waitForHeading(page, heading);
    expect(await violations(page)).toEqual([]);
    await context.close();
  });

  it("/cart with lines has no violations, at phone and desktop widths", async () => {
    const buyer = await createUser();
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, context } = await open(viewport);
      await signInThroughUi(page, buyer);
      await page.goto("/products");
      const card = page.getByRole("article", { name: "Semi Automatic" });
      await card.getByRole("button", { name: "Add to Cart" }).click();
      await page.getByText("Semi Automatic (Motar Compatible) added to cart!").first().waitFor();
      await page.goto("/cart");
      await page.getByRole("heading", { level: 1, name: /^Shopping Cart/ }).waitFor();
      await page.getByRole("button", { name: "Proceed to Payment" }).waitFor();
      expect(await violations(page)).toEqual([]);
      await context.close();
    }
  });
});

describe("accessibility (axe, WCAG 2.2 A/AA) of the payment widget", () => {
  it("the Razorpay emulator's widget, open over a shop page at phone width, has no violations", async () => {
    const { keyId, keySecret } = razorpayKeys();
    const res = await fetch(`${razorpayUrl()}/v1/orders`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString("base64")}`,
      },
      body: JSON.stringify({
        amount: 79800,
        currency: "INR",
        receipt: "ORD-2026-1795000000000-AXE1",
      }),
    });
    const { id: orderId } = (await res.json()) as { id: string };
    const { page, context } = await open(PHONE);
    await page.goto("/products");
    await waitForHeading(page, "Our Products");
    await page.addScriptTag({ url: `${razorpayUrl()}/v1/checkout.js` });
    await page.evaluate(
      ({ key, orderId }) => {
        const w = window as unknown as { Razorpay: new (o: unknown) => { open(): void } };
        new w.Razorpay({
          key,
          amount: 79800,
          currency: "INR",
          name: "AquaSense",
          description: "Payment for Order #ORD-2026-1795000000000-AXE1",
          order_id: orderId,
          prefill: { name: "Asha Rao", email: "asha@example.in", contact: "9876543210" },
        }).open();
      },
      { key: keyId, orderId },
    );
    await page.getByRole("dialog", { name: "AquaSense" }).waitFor();
    expect(await violations(page)).toEqual([]);
    await context.close();
  });
});
