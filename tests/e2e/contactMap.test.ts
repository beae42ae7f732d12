import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAP_EMBED_ORIGIN, MAP_EMBED_URL } from "../../web/src/features/contact/contactMapLink";
import { PHONE, launchBrowser, openShop } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("the contact page's map", () => {
  it("asks no map service for anything until the visitor presses Show map", async () => {
    const { page, context, offsiteRequests, errors } = await openShop(browser, PHONE);
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });

    await page.goto("/contact", { waitUntil: "networkidle" });
    await page
      .getByRole("img", { name: "Map of our office on Residency Road, Bengaluru" })
      .waitFor();
    expect(offsiteRequests).toEqual([]);
    await expect(page.locator("iframe").count()).resolves.toBe(0);

    await page.getByRole("button", { name: "Show map" }).click();
    const frame = page.getByTitle("Map of our office on Residency Road, Bengaluru (OpenStreetMap)");
    await expect(frame.getAttribute("src")).resolves.toBe(MAP_EMBED_URL);
    // With no network here the frame's page cannot load; that the browser
    // tried, with no policy violation, shows the policy lets exactly it in.
    await expect
      .poll(() => offsiteRequests.filter((url) => url.startsWith(`${MAP_EMBED_ORIGIN}/`)))
      .toEqual([MAP_EMBED_URL]);
    expect(violations).toEqual([]);
    await expect(frame.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await expect(
      page.getByRole("link", { name: "Get directions" }).getAttribute("href"),
    ).resolves.toMatch(/^https:\/\/www\.google\.com\/maps\/search\//);
    expect(errors).toEqual([]);
    await context.close();
  });
});
