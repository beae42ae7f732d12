import type { Page } from "playwright-core";
import { firestorePaths, formatINR } from "@shop/domain";
import { writeDocument } from "../../support/documents";
import type { TestUser } from "../../support/emulators";
import { ADDRESS, summary, writeProfile } from "./checkout";
import { waitForHeading } from "./storefrontPages";

/** How the visual check's cases (visualCases.ts) reach a page and state: seeding, forms, locators. */
export interface Visit {
  page: Page;
  /** The signed-in shopper of this width (the visitor's tab uses it for a wrong password). */
  shopper: TestUser;
}

export type Line = [productId: string, variantKey: string, quantity: number];
export const SMART = "semiAutomatic-1";
export const SEMI = "SemiAutomatic-2";
export const MOTAR = "Motar_Compatible";
export const STARTER = "Starter_Compatible";

export const button = (name: string) => (page: Page) =>
  page.locator("main").getByRole("button", { name, exact: true }).first();
export const link = (name: string) => (page: Page) =>
  page.locator("main").getByRole("link", { name, exact: true }).first();
export const proceed = button("Proceed to Payment");
/** The Grand Total's row: its label and amount (the cart's summary, the checkout's step 2). */
export const grandTotal = (page: Page) =>
  page.locator("main").getByText("Grand Total", { exact: true }).first().locator("..");

export async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  await waitForHeading(page, heading);
}

/** The shopper's cart as stored (version 1, cart/cartStorage.ts), then /cart read from it. */
export async function cartOf({ page, shopper }: Visit, ...lines: Line[]) {
  const stored = {
    state: {
      lines: lines.map(([productId, variantKey, quantity]) => ({
        productId,
        variantKey,
        quantity,
      })),
    },
    version: 1,
  };
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: `cart:${shopper.uid}`,
    value: JSON.stringify(stored),
  });
  await page.goto("/cart");
  await page.locator(".cart-page h1").first().waitFor();
}

/** A one-line cart ordered with Proceed to Payment, on /payment with the profile as given. */
export async function checkout(visit: Visit, address?: typeof ADDRESS) {
  await writeProfile(visit.shopper, address);
  await cartOf(visit, [SMART, MOTAR, 2]);
  await proceed(visit.page).click();
  await visit.page.waitForURL(
    (url) => url.pathname === "/payment" && url.searchParams.has("orderId"),
  );
  await summary(visit.page).waitFor();
}

export function paidOrder(
  shopper: TestUser,
  orderId: string,
  paidAt: string,
  quantity: number,
  after: Record<string, unknown> = {},
) {
  return writeDocument(firestorePaths.userOrder(shopper.uid, orderId), {
    orderId,
    userID: shopper.uid,
    items: [
      {
        productId: SEMI,
        productName: "Semi Automatic",
        variantKey: STARTER,
        variantName: STARTER,
        price: 79900,
        quantity,
        lineTotal: 79900 * quantity,
        image: "/images/semi-automatic.svg",
      },
    ],
    amount: 79900 * quantity,
    currency: "INR",
    status: "paid",
    createdAt: new Date(paidAt),
    paidAt: new Date(paidAt),
    paymentId: `pay_${orderId}`,
    paymentMethod: "razorpay",
    paymentStatus: "captured",
    addressInfo: ADDRESS,
    ...after,
  });
}

/** What the console leaves on an order it shipped and partly refunded (docs/admin-operations.md). */
export function shippedAndRefunded(at: string) {
  const when = new Date(at);
  return {
    fulfilment: {
      stage: "shipped",
      shipment: { carrier: "Delhivery", trackingNumber: "DL1234567890123" },
      updatedAt: when,
    },
    refunds: {
      rfnd_visual1: {
        refundId: "rfnd_visual1",
        amount: 15000,
        state: "processed",
        requestedBy: "admin",
        requestedAt: when,
        settledAt: when,
      },
    },
    history: [
      { kind: "packed", at: when, by: "admin" },
      { kind: "shipped", at: when, by: "admin", note: "Delhivery DL1234567890123" },
      { kind: "refund-requested", at: when, by: "admin", note: "₹150.00" },
      { kind: "refund-processed", at: when, by: "system" },
    ],
  };
}

/** What the console leaves on an order it cancelled, once Razorpay refunded all of it. */
export function cancelledAndRefunded(at: string, amount: number) {
  const when = new Date(at);
  return {
    fulfilment: { stage: "cancelled", updatedAt: when },
    refunds: {
      rfnd_visual2: {
        refundId: "rfnd_visual2",
        amount,
        state: "processed",
        requestedBy: "admin",
        requestedAt: when,
        settledAt: when,
      },
    },
    history: [
      { kind: "cancelled", at: when, by: "admin" },
      { kind: "refund-requested", at: when, by: "admin", note: formatINR(amount) },
      { kind: "refund-processed", at: when, by: "system" },
    ],
  };
}

export async function refuse(page: Page, path: string, name: string) {
  await page.goto(path);
  await button(name)(page).click();
  await page.locator('main [aria-invalid="true"]').first().waitFor();
}
