import type { BrowserContext, Page } from "playwright-core";
import { authHost, projectId } from "./emulators";

/**
 * The account flows as a person goes through them, plus what the Auth
 * emulator knows that a person would read in their mailbox.
 */
export interface Registration {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  password: string;
}

export function newRegistration(): Registration {
  const id = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  return {
    firstName: "Asha",
    lastName: "Rao",
    phone: "9876543210",
    email: `asha-${id}@example.in`,
    password: "secret-pass-1",
  };
}

export async function registerThroughUi(page: Page, who: Registration): Promise<void> {
  await page.goto("/register");
  await page.getByLabel("First Name").fill(who.firstName);
  await page.getByLabel("Last Name").fill(who.lastName);
  await page.getByLabel("Phone Number").fill(who.phone);
  await page.getByLabel("Email Address").fill(who.email);
  await page.getByLabel("Password", { exact: true }).fill(who.password);
  await page.getByRole("button", { name: "Register", exact: true }).click();
}

/** Fills /login and presses Sign In, without assuming where it leads. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  if (new URL(page.url()).pathname !== "/login") await page.goto("/login");
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

interface OobCode {
  email: string;
  requestType: string;
  oobCode: string;
  oobLink: string;
}

/** Every e-mail of this kind the Auth emulator has "sent" to this address. */
async function emulatorEmails(email: string, requestType: string): Promise<OobCode[]> {
  const res = await fetch(`${authHost()}/emulator/v1/projects/${projectId}/oobCodes`);
  if (!res.ok) throw new Error(`oobCodes → ${res.status}`);
  const { oobCodes } = (await res.json()) as { oobCodes: OobCode[] };
  return oobCodes.filter((c) => c.email === email && c.requestType === requestType);
}

export const verificationEmails = (email: string) => emulatorEmails(email, "VERIFY_EMAIL");
export const passwordResetEmails = (email: string) => emulatorEmails(email, "PASSWORD_RESET");

/**
 * What the reset link's page does with the new password: Auth's
 * accounts:resetPassword with the e-mailed code.
 */
export async function resetPasswordWithCode(oobCode: string, newPassword: string): Promise<void> {
  const res = await fetch(
    `${authHost()}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=fake-api-key`,
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ oobCode, newPassword }),
    },
  );
  if (!res.ok) throw new Error(`resetPassword → ${res.status} ${await res.text()}`);
}

/** Opens the newest verification link in a tab of its own, as from a mail client. */
export async function openVerificationLink(context: BrowserContext, email: string) {
  const latest = (await verificationEmails(email)).at(-1);
  if (!latest) throw new Error(`No verification e-mail was sent to ${email}`);
  const tab = await context.newPage();
  const res = await tab.goto(latest.oobLink);
  if (!res?.ok()) throw new Error(`Verification link answered ${res?.status()}`);
  await tab.close();
}

/** The emulator's record of an account (admin view, rules do not apply). */
export async function findAccount(
  email: string,
): Promise<{ localId: string; emailVerified?: boolean }> {
  const res = await fetch(
    `${authHost()}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:lookup`,
    {
      method: "POST",
      headers: { "content-type": "application/json", authorization: "Bearer owner" },
      body: JSON.stringify({ email: [email] }),
    },
  );
  const body = (await res.json()) as { users?: { localId: string; emailVerified?: boolean }[] };
  const user = body.users?.[0];
  if (!user) throw new Error(`No account for ${email}`);
  return user;
}

/**
 * "Sign in with Google" against the Auth emulator: its popup lists the
 * accounts it knows and offers "Add new account" for a new one.
 */
export async function signInWithGooglePopup(
  page: Page,
  account: { email: string; name: string },
): Promise<void> {
  const popupOpened = page.context().waitForEvent("page");
  await page.getByRole("button", { name: "Sign in with Google" }).click();
  const popup = await popupOpened;
  await popup.waitForLoadState("domcontentloaded");
  const existing = popup.locator("li", { hasText: account.email });
  if (await existing.count()) {
    await existing.first().click();
  } else {
    await popup.getByText("Add new account").click();
    await popup.locator("#email-input").fill(account.email);
    await popup.locator("#display-name-input").fill(account.name);
    await popup.getByRole("button", { name: /Sign in with Google\.com/ }).click();
  }
  await popup.waitForEvent("close");
}
