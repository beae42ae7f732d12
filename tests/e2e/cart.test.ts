import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { priceOrder, firestorePaths } from "@shop/domain";
import { DESKTOP, PHONE, launchBrowser, openShop, screenshot } from "../support/browser";
import { createUser, readDocument, type TestUser } from "../support/emulators";
import { signInThroughUi } from "../support/session";
import { axeViolations } from "./support/axe";
import { addToCart, hydrated } from "./support/checkout";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();
const badge = (page: Page, count: number) =>
  page.getByRole("link", { name: `Cart, ${count} ${count === 1 ? "item" : "items"}` }).waitFor();
const card = (page: Page, name: string) => page.getByRole("article", { name });

const quantityButton = (page: Page, change: "Increase" | "Decrease", label: string) =>
  page.getByRole("button", { name: `${change} quantity of ${label}` });

async function grandTotal(page: Page): Promise<string> {
  const summary = page.getByRole("complementary", { name: "Order Summary" });
  return (await summary.locator(".cart-summary-total dd").textContent()) ?? "";
}

/** Firestore's REST shape of the stored order, reduced to what the shopper paid for. */
function orderFacts(doc: Record<string, unknown> | null) {
  const fields = (doc as { fields: Record<string, Record<string, unknown>> }).fields;
  const items = (fields.items?.arrayValue as { values: { mapValue: { fields: never } }[] }).values;
  return {
    status: fields.status?.stringValue,
    amount: Number(fields.amount?.integerValue),
    lines: items.map(({ mapValue: { fields: item } }) => {
      const f = item as Record<string, Record<string, string>>;
      return `${f.productId?.stringValue}/${f.variantKey?.stringValue}×${f.quantity?.integerValue}`;
    }),
  };
}

/** WCAG 2 A/AA problems inside the cart page (the header and footer have their own checks). */
const cartA11yViolations = (page: Page) => axeViolations(page, ".cart-page");

function orderIdOf(page: Page): string {
  return new URL(page.url()).searchParams.get("orderId") ?? "";
}

describe("the cart on the local stack (issue 5)", () => {
  it("keeps a shopper's cart across reloads, tabs and sign-outs, and orders it at the catalog total", async () => {
    const shopper = await createUser();
    const { page, context, errors, offsiteRequests } = await openShop(browser, DESKTOP);
    await signInThroughUi(page, shopper);

    await page.goto("/products");
    await addToCart(page, "Smart Controller", "Motar Compatible");
    await toast(page, "Smart Controller (Motar Compatible) added to cart!");
    await addToCart(page, "Smart Controller", "Motar Compatible");
    await toast(page, "Increased quantity of Smart Controller (Motar Compatible)");
    await addToCart(page, "Smart Controller", "Starter Compatible");
    await addToCart(page, "Semi Automatic", "Motar Compatible");
    await addToCart(page, "Semi Automatic", "Starter Compatible");
    await toast(page, "Semi Automatic (Starter Compatible) added to cart!");
    await badge(page, 5);

    await page.getByRole("link", { name: "Cart, 5 items" }).click();
    await page.waitForURL("**/cart");
    await quantityButton(page, "Increase", "Semi Automatic (Motar Compatible)").click();
    await quantityButton(page, "Increase", "Semi Automatic (Motar Compatible)").click();
    await quantityButton(page, "Decrease", "Smart Controller (Motar Compatible)").click();
    await toast(page, "Updated quantity of Smart Controller (Motar Compatible)");
    await page.getByText("₹799.00 × 3").waitFor();
    expect(await grandTotal(page)).toBe("₹3,994.00");

    await page.reload();
    await page.getByText("₹799.00 × 3").waitFor();
    expect(await grandTotal(page)).toBe("₹3,994.00");

    // A second tab of the same shopper follows the first one.
    const tab = await context.newPage();
    await tab.goto("/cart");
    await tab.getByText("₹799.00 × 3").waitFor();
    await quantityButton(page, "Increase", "Smart Controller (Starter Compatible)").click();
    await tab.getByText("₹399.00 × 2").waitFor();
    await quantityButton(page, "Decrease", "Smart Controller (Starter Compatible)").click();
    await tab.getByText("₹399.00 × 1").first().waitFor();
    await tab.close();

    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await badge(page, 0);
    expect(
      await page.evaluate((key) => localStorage.getItem(key), `cart:${shopper.uid}`),
    ).not.toBeNull();

    await signInThroughUi(page, shopper);
    await badge(page, 6);
    await page.goto("/cart");
    expect(await grandTotal(page)).toBe("₹3,994.00");

    await page.getByRole("button", { name: "Proceed to Payment" }).click();
    await page.waitForURL((url) => url.pathname === "/payment" && url.searchParams.has("orderId"));
    await toast(page, "Order created. Redirecting to payment...");
    const stored = orderFacts(
      await readDocument(firestorePaths.userOrder(shopper.uid, orderIdOf(page))),
    );
    const catalog = priceOrder([
      { productId: "semiAutomatic-1", variantKey: "Motar_Compatible", quantity: 1 },
      { productId: "semiAutomatic-1", variantKey: "Starter_Compatible", quantity: 1 },
      { productId: "SemiAutomatic-2", variantKey: "Motar_Compatible", quantity: 3 },
      { productId: "SemiAutomatic-2", variantKey: "Starter_Compatible", quantity: 1 },
    ]);
    expect(stored).toEqual({
      status: "pending",
      amount: catalog.amount,
      lines: [
        "semiAutomatic-1/Motar_Compatible×1",
        "semiAutomatic-1/Starter_Compatible×1",
        "SemiAutomatic-2/Motar_Compatible×3",
        "SemiAutomatic-2/Starter_Compatible×1",
      ],
    });
    expect(catalog.amount).toBe(399400);
    // docs/product.md §4: the cart is cleared after payment, not when the order is created.
    await badge(page, 6);

    expect(errors).toEqual([]);
    expect(offsiteRequests).toEqual([]);
    await context.close();
  });

  it("Buy Now orders one of the chosen variant and leaves the cart alone", async () => {
    const shopper = await createUser();
    const { page, context, errors } = await openShop(browser, DESKTOP);
    await signInThroughUi(page, shopper);
    await page.goto("/products");
    await addToCart(page, "Smart Controller", "Motar Compatible");
    const semi = card(page, "Semi Automatic");
    await semi.getByRole("radio", { name: "Starter Compatible" }).check();
    await semi.getByRole("button", { name: "Buy Now" }).click();
    await page.waitForURL((url) => url.pathname === "/payment" && url.searchParams.has("orderId"));
    await toast(page, "Order Created. Redirecting to payment...");
    const stored = orderFacts(
      await readDocument(firestorePaths.userOrder(shopper.uid, orderIdOf(page))),
    );
    expect(stored).toEqual({
      status: "pending",
      amount: 79900,
      lines: ["SemiAutomatic-2/Starter_Compatible×1"],
    });
    await badge(page, 1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("sends a signed-out visitor's Buy Now to /login", async () => {
    const { page, context } = await openShop(browser, PHONE);
    await page.goto("/products");
    const buyNow = card(page, "Smart Controller").getByRole("button", { name: "Buy Now" });
    await hydrated(buyNow);
    await buyNow.click();
    await page.waitForURL((url) => url.pathname === "/login");
    await toast(page, "You must be logged in to place your order");
    await context.close();
  });

  it.each([
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const)("looks finished on a %s, empty and with lines", async (_name, viewport) => {
    const shopper: TestUser = await createUser();
    const { page, context, errors } = await openShop(browser, viewport);
    await signInThroughUi(page, shopper);
    await page.goto("/cart");
    await page.getByRole("heading", { name: "Your Cart is Empty" }).waitFor();
    await screenshot(page, `cart-empty-${viewport.width}`);
    expect(await cartA11yViolations(page)).toEqual([]);

    await page.goto("/products");
    await addToCart(page, "Smart Controller", "Motar Compatible");
    await addToCart(page, "Semi Automatic", "Starter Compatible");
    await badge(page, 2);
    await page.goto("/cart");
    await quantityButton(page, "Increase", "Smart Controller (Motar Compatible)").click();
    await page.getByText("₹399.00 × 2").waitFor();
    // Let the toasts go, so the screenshot shows the page itself.
    await page.waitForFunction(() => document.querySelectorAll(".toast").length === 0, null, {
      timeout: 15_000,
    });
    await screenshot(page, `cart-lines-${viewport.width}`);
    expect(await cartA11yViolations(page)).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
