import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  findAccount,
  newRegistration,
  openVerificationLink,
  registerThroughUi,
  signInWithGooglePopup,
  submitLogin,
  verificationEmails,
} from "../support/auth";
import { offlineWithGapiShim } from "../support/authGapiShim";
import { DESKTOP, PHONE, launchBrowser, openShop, screenshot } from "../support/browser";
import { writeDocument } from "../support/documents";
import { createUser, readDocument } from "../support/emulators";
import { firestorePaths } from "@shop/domain";

const FAILED = "Sign-in failed. Check your credentials again";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function open(viewport: { width: number; height: number } = DESKTOP) {
  const shop = await openShop(browser, viewport);
  await offlineWithGapiShim(shop.context);
  return shop;
}

const toast = (page: Page, text: string) =>
  page.locator(".toaster").getByText(text, { exact: true }).waitFor();

/** Stored Firestore fields as plain values (REST shape → JSON). */
function plain(doc: Record<string, unknown> | null) {
  const fields = (doc?.fields ?? {}) as Record<string, Record<string, unknown>>;
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [key, Object.values(value)[0]]),
  );
}

/** Signed in: the header shows the account menu; signed out: /myOrders asks to log in. */
async function expectSignedIn(page: Page, signedIn: boolean) {
  await page.goto("/myOrders");
  if (signedIn) await page.getByRole("button", { name: "Account menu" }).waitFor();
  else await page.getByText("Please log in to view your orders.").waitFor();
}

describe("accounts in Chromium", () => {
  it("registers, verifies through the e-mailed link, signs in and logs out", async () => {
    const { page, context, errors } = await open();
    const asha = newRegistration();

    await registerThroughUi(page, asha);
    await page.waitForURL((url) => url.pathname === "/login");
    await toast(
      page,
      "Account created! Check your email for the verification link before logging in.",
    );

    // The profile is stored with the spec's fields; the shopper is signed out.
    const { localId, emailVerified } = await findAccount(asha.email);
    expect(emailVerified).toBeFalsy();
    const profile = plain(await readDocument(firestorePaths.user(localId)));
    expect(profile).toMatchObject({
      uid: localId,
      name: "Asha Rao",
      displayName: "Asha Rao",
      firstName: "Asha",
      lastName: "Rao",
      phone: "9876543210",
      email: asha.email,
      provider: "password",
      admin: false,
    });
    expect(Object.keys(profile).sort()).toEqual(
      ["uid", "name", "email", "photoURL", "provider", "createdAt", "admin"]
        .concat(["firstName", "lastName", "phone", "displayName"])
        .sort(),
    );
    expect(await verificationEmails(asha.email)).toHaveLength(1);

    await openVerificationLink(context, asha.email);
    expect((await findAccount(asha.email)).emailVerified).toBe(true);

    await submitLogin(page, asha.email, asha.password);
    await page.waitForURL((url) => url.pathname === "/");
    await toast(page, "Signed in successfully.");

    // The header's avatar (initials: no photo) opens a dropdown with Orders and Logout.
    const menu = page.getByRole("button", { name: "Account menu" });
    await expect(menu.textContent()).resolves.toContain("AR");
    await menu.click();
    const orders = page.getByRole("link", { name: "Orders", exact: true });
    await expect(orders.getAttribute("href")).resolves.toBe("/myOrders");
    await page.getByRole("button", { name: "Logout", exact: true }).click();
    await page.getByRole("link", { name: "Sign In", exact: true }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe("/");
    await expectSignedIn(page, false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("reads the admin flag after sign-in with the shopper's own token (spec §4)", async () => {
    for (const admin of [true, false, undefined]) {
      const { page, context, errors } = await open();
      const user = await createUser();
      // undefined: no profile stored (yet); the answer is "missing", not an error.
      if (admin !== undefined) {
        await writeDocument(firestorePaths.user(user.uid), {
          uid: user.uid,
          email: user.email,
          admin,
        });
      }
      const read = page.waitForResponse(
        (r) =>
          r.url().endsWith("/documents:batchGet") &&
          (r.request().postData() ?? "").includes(`/documents/users/${user.uid}"`),
      );
      await submitLogin(page, user.email, user.password);
      const response = await read;
      expect(response.status()).toBe(200);
      const [answer] = (await response.json()) as {
        found?: { fields: object };
        missing?: string;
      }[];
      if (admin === undefined) expect(answer?.missing).toMatch(new RegExp(`/users/${user.uid}$`));
      // Only the admin field leaves the database, read under the owner's rules.
      else expect(answer?.found?.fields).toEqual({ admin: { booleanValue: admin } });
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it("keeps an unverified shopper out and sends the link again", async () => {
    const { page, context } = await open(PHONE);
    const user = await createUser(undefined, { verified: false });
    const before = (await verificationEmails(user.email)).length;

    await submitLogin(page, user.email, user.password);
    await toast(page, "Your email is not verified yet.");
    await toast(page, "Verification email sent. Please check your inbox.");
    expect(new URL(page.url()).pathname).toBe("/login");
    await expect(page.getByText(FAILED).count()).resolves.toBe(0);
    expect(await verificationEmails(user.email)).toHaveLength(before + 1);
    await screenshot(page, "login-unverified-phone");

    await expectSignedIn(page, false);
    await context.close();
  });

  it("answers a wrong password inline and in words", async () => {
    const { page, context } = await open();
    const user = await createUser();

    await submitLogin(page, user.email, "not-the-password");
    await expect(page.getByRole("alert").textContent()).resolves.toBe(FAILED);
    await toast(page, "Incorrect email or password.");
    await expect(page.getByText(/Firebase|auth\//).count()).resolves.toBe(0);
    expect(new URL(page.url()).pathname).toBe("/login");
    await screenshot(page, "login-wrong-password");
    await context.close();
  });

  it("signs in with Google through the popup and creates the profile only once", async () => {
    const google = { email: `ravi-${Date.now()}@example.in`, name: "Ravi Kumar" };
    const first = await open();
    await first.page.goto("/login");
    await signInWithGooglePopup(first.page, google);
    await first.page.waitForURL((url) => url.pathname === "/");
    await toast(first.page, "Signed in with Google.");

    const { localId } = await findAccount(google.email);
    const stored = plain(await readDocument(firestorePaths.user(localId)));
    expect(stored).toMatchObject({
      uid: localId,
      name: "Ravi Kumar",
      email: google.email,
      provider: "google",
      admin: false,
    });
    await expectSignedIn(first.page, true);
    await first.context.close();

    // A second Google sign-in finds the profile and leaves it as it was.
    const second = await open();
    await second.page.goto("/login");
    await signInWithGooglePopup(second.page, google);
    await second.page.waitForURL((url) => url.pathname === "/");
    const again = plain(await readDocument(firestorePaths.user(localId)));
    expect(again.createdAt).toBe(stored.createdAt);
    await second.context.close();
  });

  it("guards /cart, /payment and /myOrders from signed-out visitors", async () => {
    const { page, context } = await open();
    await page.goto("/cart");
    await page.waitForURL((url) => url.pathname === "/");

    await page.goto("/payment?orderId=ORD-2026-1");
    await toast(page, "Please log in to proceed.");
    await page.waitForURL((url) => url.pathname === "/login");

    await expectSignedIn(page, false);
    await context.close();
  });
});
