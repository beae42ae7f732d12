import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passwordResetEmails, resetPasswordWithCode, submitLogin } from "../support/auth";
import { offlineWithGapiShim } from "../support/authGapiShim";
import { PHONE, launchBrowser, openShop, screenshot } from "../support/browser";
import { createUser } from "../support/emulators";

const sent = (email: string) =>
  `If an account exists for ${email}, we have sent it a link to choose a new password. Check your inbox.`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function open(viewport?: { width: number; height: number }) {
  const shop = await openShop(browser, viewport);
  await offlineWithGapiShim(shop.context);
  return shop;
}

/** /login with the address typed into Sign In, then "Forgot password?" by keyboard. */
async function askForReset(page: Page, email: string) {
  await page.goto("/login");
  await page.getByLabel("Email Address").fill(email);
  await page.getByRole("button", { name: "Forgot password?" }).focus();
  await page.keyboard.press("Enter");
  await page.getByRole("heading", { name: "Reset your password" }).waitFor();
  const input = page.getByLabel("Email Address");
  await expect(input.inputValue()).resolves.toBe(email);
  await expect(input.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
  await page.keyboard.press("Enter");
}

describe("Forgot password? (Auth emulator)", () => {
  it("e-mails a reset link, and the new password signs in", async () => {
    const { page, context, errors } = await open();
    const user = await createUser();

    await askForReset(page, user.email);
    await page
      .getByRole("status")
      .filter({ hasText: sent(user.email) })
      .waitFor();
    const [mail] = await passwordResetEmails(user.email);
    expect(mail?.oobLink).toContain("mode=resetPassword");

    // The link's page sets the new password; the old one stops working.
    await resetPasswordWithCode(mail!.oobCode, "a-new-secret-2");
    await page.getByRole("button", { name: "Back to Sign In" }).click();
    await submitLogin(page, user.email, user.password);
    await page.getByRole("alert").waitFor();
    await submitLogin(page, user.email, "a-new-secret-2");
    await page.waitForURL((url) => url.pathname === "/");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("answers an unknown address exactly like a known one, and sends nothing", async () => {
    const { page, context } = await open(PHONE);
    const stranger = `nobody-${Date.now()}@example.in`;

    await askForReset(page, stranger);
    await page
      .getByRole("status")
      .filter({ hasText: sent(stranger) })
      .waitFor();
    await expect(page.getByRole("alert").count()).resolves.toBe(0);
    expect(await passwordResetEmails(stranger)).toEqual([]);
    await screenshot(page, "login-reset-sent-phone");
    await context.close();
  });
});
