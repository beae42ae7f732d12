import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { createUser, type TestUser } from "../../support/emulators";
import { readData, writeDocument } from "../../support/documents";
import { signInThroughUi } from "../../support/session";
import { firestorePaths } from "@shop/domain";

export const ADDRESS = {
  name: "Asha Rao",
  phone: "9876543210",
  address: "12 Lake Road, Indiranagar, Bengaluru",
  city: "Bengaluru",
  state: "Karnataka",
  pincode: "560038",
  gstin: "",
};

/** The profile registration writes (docs/product.md §3), optionally with a saved delivery address. */
export function writeProfile(user: TestUser, addressInfo?: typeof ADDRESS) {
  return writeDocument(firestorePaths.user(user.uid), {
    uid: user.uid,
    email: user.email,
    name: "Asha Rao",
    displayName: "Asha Rao",
    firstName: "Asha",
    lastName: "Rao",
    phone: ADDRESS.phone,
    provider: "password",
    photoURL: null,
    admin: false,
    createdAt: new Date(),
    ...(addressInfo ? { addressInfo } : {}),
  });
}

/** A new shopper with the profile registration writes, and `addressInfo` saved on it if given. */
export async function createShopper(addressInfo?: typeof ADDRESS): Promise<TestUser> {
  const shopper = await createUser();
  await writeProfile(shopper, addressInfo);
  return shopper;
}

export const toast = (page: Page, text: string) =>
  page.locator(".toaster").getByText(text, { exact: true }).first().waitFor();

export const widget = (page: Page) => page.getByRole("dialog", { name: "AquaSense" });
export const summary = (page: Page) => page.getByRole("region", { name: "Order Summary" });
// The summary also holds the discount code's Apply (docs/discounts.md).
export const payButton = (page: Page) =>
  summary(page).getByRole("button", { name: /^(Proceed to Payment|Processing payment)/ });

export function orderIdOf(page: Page): string {
  return new URL(page.url()).searchParams.get("orderId") ?? "";
}

export const readOrder = (user: TestUser, orderId: string) =>
  readData(firestorePaths.userOrder(user.uid, orderId));

/**
 * Resolves once React has hydrated the element (its props are attached): on a
 * prerendered page a tap before that is lost, and a checked radio is reset.
 */
export const hydrated = (target: Locator) =>
  target.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const check = () =>
          Object.keys(element).some((key) => key.startsWith("__reactProps$"))
            ? resolve()
            : setTimeout(check, 20);
        check();
      }),
  );

/** Buy Now on a product card, landing on /payment with a fresh pending order. */
export async function buyNow(page: Page, product: string, variant = "Motar Compatible") {
  await page.goto("/products");
  const card = page.getByRole("article", { name: product });
  await hydrated(card.getByRole("button", { name: "Buy Now" }));
  await card.getByRole("radio", { name: variant }).check();
  await card.getByRole("button", { name: "Buy Now" }).click();
  await page.waitForURL((url) => url.pathname === "/payment" && url.searchParams.has("orderId"));
  await summary(page).waitFor();
  return orderIdOf(page);
}

/** Add to Cart on a product card of the page open (/products). */
export async function addToCart(page: Page, product: string, variant = "Motar Compatible") {
  const card = page.getByRole("article", { name: product });
  await hydrated(card.getByRole("button", { name: "Add to Cart" }));
  await card.getByRole("radio", { name: variant }).check();
  await card.getByRole("button", { name: "Add to Cart" }).click();
}

/** Proceed to Payment on /cart, landing on /payment with the new pending order; its id. */
export async function proceedToPayment(page: Page): Promise<string> {
  await page.goto("/cart");
  await page.getByRole("button", { name: "Proceed to Payment" }).click();
  await page.waitForURL((url) => url.pathname === "/payment" && url.searchParams.has("orderId"));
  return orderIdOf(page);
}

/** Where a paid checkout lands: My Orders, with the success toast (docs/checkout.md). */
export async function expectPaidLanding(page: Page) {
  await waitForPath(page, "/myOrders");
  await toast(page, "Payment successful! Your order has been placed.");
}

/** Pays on /payment (the address shown) with the widget's Pay, landing on My Orders. */
export async function payInWidget(page: Page) {
  await payButton(page).click();
  await widget(page).getByRole("button", { name: "Pay" }).click();
  await expectPaidLanding(page);
}

/**
 * `shopper` (with ADDRESS saved: createShopper(ADDRESS)) signs in and pays
 * for a Smart Controller (₹399.00) with Buy Now, left on My Orders; the order's id.
 */
export async function paidOrder(page: Page, shopper: TestUser): Promise<string> {
  await signInThroughUi(page, shopper);
  const orderId = await buyNow(page, "Smart Controller");
  await page.getByText(`Pincode ${ADDRESS.pincode}`).waitFor();
  await payInWidget(page);
  return orderId;
}

/** Polls until the stored order's status is `status` (webhooks arrive on their own time). */
export async function waitForStatus(user: TestUser, orderId: string, status: string) {
  await expect
    .poll(async () => (await readOrder(user, orderId))?.status, { timeout: 30_000, interval: 250 })
    .toBe(status);
}

/** Waits for the toasts to go, so a screenshot shows the page itself. */
export const toastsGone = (page: Page) =>
  page.waitForFunction(() => document.querySelectorAll(".toast").length === 0, null, {
    timeout: 15_000,
  });

/** Waits for the shop to navigate to `path`; a timeout says which toasts were showing. */
export async function waitForPath(page: Page, path: string) {
  try {
    await page.waitForURL((url) => url.pathname === path);
  } catch (error) {
    const toasts = await page
      .locator(".toaster")
      .innerText()
      .catch(() => "(none)");
    throw new Error(`${(error as Error).message}\nAt ${page.url()}; toasts: ${toasts}`, {
      cause: error,
    });
  }
}
