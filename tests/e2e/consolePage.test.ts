import type { Browser, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE, launchBrowser, openShop } from "../support/browser";
import { signInThroughUi } from "../support/session";
import { createAdmin } from "./support/admin";
import { waitForPath } from "./support/checkout";

/**
 * The console is a page of its own (admin.html, docs/admin-console.md): the
 * shop's pages never fetch its code, every /admin address serves it, and
 * leaving it for the shop loads the shop's page.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The script files a page fetched, by path. */
function scriptsFetched(requests: Request[]): string[] {
  return requests
    .filter((r) => r.resourceType() === "script")
    .map((r) => new URL(r.url()).pathname)
    .filter((path) => path.startsWith("/assets/"));
}

describe("the console's own page", () => {
  it("an admin opens it from the shop, deep links work, and leaving loads the shop's page", async () => {
    const admin = await createAdmin();
    const { page, context } = await openShop(browser, PHONE);
    const requests: Request[] = [];
    page.on("request", (request) => requests.push(request));
    await signInThroughUi(page, admin);
    await page.goto("/products");
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    const shopScripts = scriptsFetched(requests);
    expect(shopScripts.some((path) => path.startsWith("/assets/admin-"))).toBe(false);

    await page.getByRole("button", { name: "Menu" }).click();
    requests.length = 0;
    await page.getByRole("link", { name: "Admin" }).click();
    await waitForPath(page, "/admin");
    await page.getByRole("heading", { level: 1, name: "Orders" }).waitFor();
    expect(await page.title()).toBe("Console | AquaSense");
    // A document load of the console's own entry, not a route of the shop's app.
    expect(requests.some((r) => r.resourceType() === "document")).toBe(true);
    expect(scriptsFetched(requests).some((path) => path.startsWith("/assets/admin-"))).toBe(true);

    await page.goto("/admin/messages");
    await page.getByRole("heading", { level: 1, name: "Messages" }).waitFor();
    expect(await page.title()).toBe("Console | AquaSense");

    // Out of the console through the shop's header: the shop's page, loaded as a page.
    await page.getByRole("button", { name: "Menu" }).click();
    await page
      .getByRole("navigation", { name: "Mobile" })
      .getByRole("link", { name: "About" })
      .click();
    await waitForPath(page, "/about");
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    expect(await page.title()).toBe("About us | AquaSense");
    // Back returns to the console page the admin left.
    await page.goBack();
    await waitForPath(page, "/admin/messages");
    await page.getByRole("heading", { level: 1, name: "Messages" }).waitFor();

    // Logout from the console lands on the shop's home; Back to the console
    // finds nobody signed in and is sent to Sign In.
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("button", { name: "Logout" }).click();
    await waitForPath(page, "/");
    // The shop's home, loaded in place of the console's page.
    await page
      .getByRole("heading", { level: 1, name: "AquaSense smart water-tank controllers" })
      .waitFor({ state: "attached" });
    await page.getByRole("button", { name: "Menu" }).click();
    await page
      .getByRole("navigation", { name: "Mobile" })
      .getByRole("link", { name: "Sign In" })
      .waitFor();
    await page.goBack();
    await waitForPath(page, "/login");
    await page.getByLabel("Email Address").waitFor();
    await context.close();
  });

  it("serves every console address with its page, and a visitor signed out is sent to Sign In", async () => {
    const { page, context } = await openShop(browser, DESKTOP);
    // Read apart from the visit: the page leaves for /login before its body can be read.
    const answer = await page.request.get("/admin/orders/someone/order-1");
    expect(answer.status()).toBe(200);
    expect(await answer.text()).toContain("<title>Console | AquaSense</title>");
    await page.goto("/admin/orders/someone/order-1");
    await waitForPath(page, "/login");
    await page.getByLabel("Email Address").waitFor();
    await context.close();
  });
});
