import type { Page } from "playwright-core";
import type { TestUser } from "./emulators";

/**
 * Signs a shopper in through the real /login form, as a person would.
 * The login page's contract: inputs labelled "Email Address" and "Password",
 * a "Sign In" button, and a redirect to / on success.
 */
export async function signInThroughUi(page: Page, user: Pick<TestUser, "email" | "password">) {
  await page.goto("/login");
  await page.getByLabel("Email Address").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/");
}
