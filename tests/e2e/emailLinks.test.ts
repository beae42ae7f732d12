import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  findAccount,
  newRegistration,
  passwordResetEmails,
  registerThroughUi,
  submitLogin,
  verificationEmails,
} from "../support/auth";
import { offlineWithGapiShim } from "../support/authGapiShim";
import { DESKTOP, PHONE, launchBrowser, openShop, screenshot } from "../support/browser";
import { createUser, webUrl } from "../support/emulators";

/**
 * The account e-mails' links through the shop's own page, as Firebase sends
 * them once its templates' action URL is the shop's /auth/action
 * (docs/accounts.md, E-mail links): the emulator's link with the shop's page
 * in place of the emulator's.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const VIEWPORTS = [
  ["desktop", DESKTOP],
  ["phone", PHONE],
] as const;

async function open(viewport: { width: number; height: number }) {
  const shop = await openShop(browser, viewport);
  await offlineWithGapiShim(shop.context);
  return shop;
}

/** The e-mailed link with the shop's /auth/action as its page; checks it leads back to Sign In. */
function inShop(oobLink: string | undefined, continueUrl?: string): string {
  const link = new URL(oobLink ?? "");
  expect(link.searchParams.get("continueUrl")).toBe(`${webUrl()}/login`);
  if (continueUrl) link.searchParams.set("continueUrl", continueUrl);
  return `/auth/action${link.search}`;
}

const status = (page: Page, text: string) =>
  page.getByRole("status").filter({ hasText: text }).waitFor();
const alert = (page: Page, text: string) =>
  page.getByRole("alert").filter({ hasText: text }).waitFor();

async function expectSignedInAtHome(page: Page) {
  await page.waitForURL((url) => url.pathname === "/");
  await page.locator(".toaster").getByText("Signed in successfully.", { exact: true }).waitFor();
}

describe("e-mail links through /auth/action (Auth emulator)", () => {
  it.each(VIEWPORTS)("a reset link sets a new password and signs in (%s)", async (name, size) => {
    const { page, context, errors } = await open(size);
    const user = await createUser();
    await page.goto("/login");
    await page.getByLabel("Email Address").fill(user.email);
    await page.getByRole("button", { name: "Forgot password?" }).click();
    await page.getByRole("button", { name: "Send reset link" }).click();
    await status(page, `If an account exists for ${user.email}`);
    const [mail] = await passwordResetEmails(user.email);
    const link = inShop(mail?.oobLink);

    // While Auth checks the code, the page says so.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/accounts:resetPassword*", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(link);
    await status(page, "Checking your link…");
    await expect(page.getByRole("banner").count()).resolves.toBe(0);
    await screenshot(page, `auth-action-checking-${name}`);
    release();

    await page.getByText(`Choose a new password for ${user.email}.`).waitFor();
    const input = page.getByLabel("New password");
    await input.fill("short");
    await page.getByRole("button", { name: "Save new password" }).click();
    await page.getByText("Password should be at least 6 characters.").waitFor();
    await input.fill("a-new-secret-2");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(input.getAttribute("type")).resolves.toBe("text");
    await screenshot(page, `auth-action-reset-form-${name}`);
    await page.getByRole("button", { name: "Save new password" }).click();

    await page.waitForURL((url) => url.pathname === "/login");
    await status(page, "Your password has been changed. Sign in with your new password.");
    await expect(page.getByLabel("Email Address").inputValue()).resolves.toBe(user.email);
    await screenshot(page, `auth-action-reset-done-${name}`);
    await page.getByLabel("Password", { exact: true }).fill("a-new-secret-2");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expectSignedInAtHome(page);

    // The link is spent: opened again, it says so and offers Sign In.
    await page.goto(link);
    await alert(page, "This password reset link has already been used or is not valid.");
    await expect(page.getByLabel("New password").count()).resolves.toBe(0);
    await screenshot(page, `auth-action-reset-used-${name}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(VIEWPORTS)(
    "a verification link verifies and continues to Sign In (%s)",
    async (name, size) => {
      const { page, context, errors } = await open(size);
      const asha = newRegistration();
      await registerThroughUi(page, asha);
      await page.waitForURL((url) => url.pathname === "/login");
      const [mail] = await verificationEmails(asha.email);

      // A continue URL off the shop's origin is not followed: Continue goes to Sign In.
      await page.goto(inShop(mail?.oobLink, "https://evil.example/products"));
      await status(page, "Your email address is verified. You can now sign in.");
      expect((await findAccount(asha.email)).emailVerified).toBe(true);
      const next = page.getByRole("link", { name: "Continue to Sign In" });
      await expect(next.getAttribute("href")).resolves.toBe("/login");
      await expect(page.getByRole("contentinfo").count()).resolves.toBe(0);
      await screenshot(page, `auth-action-verified-${name}`);
      await next.click();

      await page.waitForURL((url) => url.pathname === "/login");
      await submitLogin(page, asha.email, asha.password);
      await expectSignedInAtHome(page);

      // A link with no code cannot be checked.
      await page.goto("/auth/action?mode=verifyEmail&apiKey=fake-api-key");
      await alert(page, "This link is incomplete.");
      await screenshot(page, `auth-action-incomplete-${name}`);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
