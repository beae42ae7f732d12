import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openShop } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("the shop on the local stack", () => {
  it("loads the home page", async () => {
    const { page, errors, offsiteRequests, context } = await openShop(browser);
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" }).isVisible()).resolves.toBe(true);
    expect(await page.title()).toContain("AquaSense");
    expect(errors).toEqual([]);
    expect(offsiteRequests).toEqual([]);
    await context.close();
  });

  it("shows both products at ₹399.00 and ₹799.00 on /products", async () => {
    const { page, context } = await openShop(browser);
    await page.goto("/products");
    const smart = page.getByRole("article").filter({ hasText: "Smart Controller" });
    const semi = page.getByRole("article").filter({ hasText: "Semi Automatic" });
    await smart.getByText("₹399.00").first().waitFor();
    await semi.getByText("₹799.00").first().waitFor();
    await context.close();
  });
});
