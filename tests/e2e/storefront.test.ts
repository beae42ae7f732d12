import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE, launchBrowser, openShop, screenshot } from "../support/browser";
import { hydrated } from "./support/checkout";
import { PUBLIC_PAGES, waitForHeading } from "./support/storefrontPages";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const WIDTHS = [
  { label: "375", viewport: PHONE },
  { label: "1280", viewport: DESKTOP },
] as const;

describe.each(WIDTHS)("storefront at $label px", ({ label, viewport }) => {
  const phone = viewport.width < 768;

  it.each(PUBLIC_PAGES)(
    "renders $path with header and footer, fetching nothing off this machine",
    async (target) => {
      const shop = await openShop(browser, viewport);
      const { page } = shop;
      // Still frames for the screenshots: the carousel does not rotate under reduced motion.
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto(target.path);
      await waitForHeading(page, target.heading);
      for (const text of target.texts) {
        await expect(page.getByText(text, { exact: true }).first().isVisible()).resolves.toBe(true);
      }

      await expect(
        page.getByRole("link", { name: "AquaSense home" }).first().isVisible(),
      ).resolves.toBe(true);
      await expect(page.getByRole("navigation", { name: "Main" }).isVisible()).resolves.toBe(
        !phone,
      );
      await expect(page.getByRole("button", { name: "Menu" }).isVisible()).resolves.toBe(phone);
      await expect(
        page.getByRole("link", { name: /^Cart, \d+ items?$/ }).isVisible(),
      ).resolves.toBe(true);
      await expect(page.getByRole("contentinfo").isVisible()).resolves.toBe(true);

      await page.waitForLoadState("networkidle");
      await screenshot(page, `storefront-${target.name}-${label}`);
      expect(shop.offsiteRequests).toEqual([]);
      expect(shop.errors).toEqual([]);
      await shop.context.close();
    },
  );

  it(`shows the plan table only on medium and larger screens`, async () => {
    const { page, context } = await openShop(browser, viewport);
    await page.goto("/");
    await waitForHeading(page, "Why choose AquaSense?");
    await expect(page.getByRole("table").isVisible()).resolves.toBe(!phone);
    await context.close();
  });
});

describe("storefront interactions", () => {
  it("opens and closes the phone menu (button, Escape, navigation)", async () => {
    const { page, context, offsiteRequests } = await openShop(browser, PHONE);
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Menu" });
    await hydrated(toggle);
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await menu.waitFor();
    for (const name of [
      "Home",
      "Products",
      "About",
      "Contact Us",
      "My Orders",
      "Create Account",
      "Sign In",
    ]) {
      await expect(menu.getByRole("link", { name, exact: true }).isVisible()).resolves.toBe(true);
    }
    await screenshot(page, "storefront-menu-375");
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "hidden" });
    await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("false");

    await toggle.click();
    await menu.getByRole("link", { name: "Products", exact: true }).click();
    await waitForHeading(page, "Our Products");
    await expect(menu.isVisible()).resolves.toBe(false);
    expect(offsiteRequests).toEqual([]);
    await context.close();
  });

  it("moves the banner with next, previous and the dots; its buttons lead to /products", async () => {
    const { page, context } = await openShop(browser, DESKTOP);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const banner = page.getByRole("region", { name: "Featured" });
    const title = () => banner.getByRole("heading", { level: 2 }).first().textContent();
    await expect(title()).resolves.toBe("Know your tank level. Always.");
    const next = banner.getByRole("button", { name: "Next slide" });
    await hydrated(next); // a tap on the prerendered banner before React hydrates it is lost
    await next.click();
    await expect(title()).resolves.toBe("Save water, power and money");
    await banner.getByRole("button", { name: "Show slide 3" }).click();
    await expect(title()).resolves.toBe("Installed in about 15 minutes");
    await banner.getByRole("button", { name: "Next slide" }).click();
    await expect(title()).resolves.toBe("Know your tank level. Always.");
    await banner.getByRole("link", { name: "Shop Controllers" }).click();
    await waitForHeading(page, "Our Products");
    await context.close();
  });

  it("switches a product's variant and keeps the newsletter honest", async () => {
    const { page, context } = await openShop(browser, DESKTOP);
    await page.goto("/products");
    const card = page.getByRole("article", { name: "Smart Controller" });
    await card.getByRole("radio", { name: "Starter Compatible" }).check();
    await card.getByText("Works with your existing pump starter").waitFor();
    await expect(card.getByText("₹399.00").isVisible()).resolves.toBe(true);

    const email = page.getByRole("textbox", { name: "Email address" });
    await email.fill("not-an-email");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await page.getByText("Please enter a valid email address", { exact: true }).waitFor();
    await email.fill("priya@example.com");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await page
      .getByText(
        "Thanks! Newsletter sign-up isn't available yet, so we haven't stored your e-mail address.",
      )
      .waitFor();
    await context.close();
  });
});
