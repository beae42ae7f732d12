import { ADDRESS, payButton, toast, widget } from "./checkout";
import type { VisualCase } from "./visualCases";
import {
  MOTAR,
  SEMI,
  SMART,
  STARTER,
  button,
  cartOf,
  checkout,
  grandTotal,
  link,
  open,
  proceed,
} from "./visualReach";
import { ORDER_CASES } from "./visualOrderCases";

/**
 * The signed-in shopper's pages and states of the visual check (visualCases.ts).
 * Checkout's "Confirming Your Payment" is not here: it needs Razorpay slowed
 * for seconds, and checkoutConfirming.test.ts already screenshots it at both
 * widths and checks its width on a phone.
 */
export const SHOPPER_CASES: readonly VisualCase[] = [
  {
    page: "cart",
    state: "empty",
    as: "shopper",
    reach: (v) => cartOf(v),
    primary: link("Start Shopping"),
  },
  {
    page: "cart",
    state: "lines",
    as: "shopper",
    reach: (v) => cartOf(v, [SMART, MOTAR, 2], [SEMI, STARTER, 1]),
    primary: proceed,
    total: grandTotal,
  },
  {
    page: "cart",
    state: "many-lines",
    as: "shopper",
    primary: proceed,
    total: grandTotal,
    reach: (v) =>
      cartOf(v, [SMART, MOTAR, 3], [SMART, STARTER, 12], [SEMI, MOTAR, 1], [SEMI, STARTER, 7]),
  },
  {
    page: "cart",
    state: "99-plus",
    as: "shopper",
    reach: (v) => cartOf(v, [SMART, MOTAR, 99], [SEMI, STARTER, 99], [SEMI, MOTAR, 5]),
    primary: proceed,
    total: grandTotal,
  },
  {
    page: "cart",
    state: "plus-taps-toasts",
    as: "shopper",
    primary: proceed,
    total: grandTotal,
    screenOnly: true,
    reach: async (v) => {
      await cartOf(v, [SMART, MOTAR, 1], [SEMI, STARTER, 1]);
      const plus = v.page.getByRole("button", {
        name: "Increase quantity of Smart Controller (Motar Compatible)",
      });
      for (let tap = 0; tap < 5; tap++) await plus.click();
      await v.page.getByText("₹399.00 × 6").waitFor();
    },
  },
  {
    page: "cart",
    state: "clear-confirm",
    as: "shopper",
    primary: (page) =>
      page
        .getByRole("alertdialog", { name: "Clear your cart?" })
        .getByRole("button", { name: "Clear Cart" }),
    reach: async (v) => {
      await cartOf(v, [SMART, MOTAR, 2], [SEMI, STARTER, 1]);
      await button("Clear Cart")(v.page).click();
    },
  },
  {
    page: "products",
    state: "quantity-added",
    as: "shopper",
    primary: (page) =>
      page
        .getByRole("article", { name: "Semi Automatic" })
        .getByRole("button", { name: "Add to Cart" }),
    screenOnly: true,
    reach: async ({ page }) => {
      await open(page, "/products", "Our Products");
      const card = page.getByRole("article", { name: "Semi Automatic" });
      await card.getByRole("button", { name: "Increase quantity of Semi Automatic" }).click();
      await card.getByRole("button", { name: "Add to Cart" }).click();
      await page
        .locator(".toaster")
        .getByText("Semi Automatic (Motar Compatible) added to cart!")
        .waitFor();
    },
  },
  {
    page: "payment",
    state: "address-form",
    as: "shopper",
    primary: payButton,
    total: grandTotal,
    reach: async (v) => {
      await checkout(v);
      await v.page.getByText("Please add delivery address").waitFor();
      await v.page.getByRole("button", { name: "Add Address" }).click();
      await v.page.getByText("ADD/EDIT ADDRESS").waitFor();
    },
  },
  {
    page: "payment",
    state: "address-shown",
    as: "shopper",
    primary: payButton,
    total: grandTotal,
    reach: async (v) => {
      await checkout(v, ADDRESS);
      await v.page.getByText("Pincode 560038").waitFor();
    },
  },
  {
    page: "payment",
    state: "address-saved-toasts",
    as: "shopper",
    primary: payButton,
    total: grandTotal,
    screenOnly: true,
    // Issue 25: Save with no street address (red), then with one (green).
    reach: async (v) => {
      await checkout(v);
      await button("Add Address")(v.page).click();
      await button("Save Address")(v.page).click();
      await toast(v.page, "Please fill in all delivery address details.");
      await v.page.getByLabel("Address", { exact: true }).fill(ADDRESS.address);
      await v.page.getByLabel("City").fill(ADDRESS.city);
      await v.page.getByLabel("State").selectOption(ADDRESS.state);
      await v.page.getByLabel("Pincode").fill(ADDRESS.pincode);
      await button("Save Address")(v.page).click();
      await toast(v.page, "Address saved to your profile!");
    },
  },
  {
    page: "payment",
    state: "cancelled-toasts",
    as: "shopper",
    primary: payButton,
    total: grandTotal,
    screenOnly: true,
    reach: async (v) => {
      await checkout(v, ADDRESS);
      await payButton(v.page).click();
      await widget(v.page).getByRole("button", { name: "Close" }).click();
      await toast(v.page, "Payment cancelled by user");
    },
  },
  {
    page: "payment",
    state: "no-order",
    as: "shopper",
    reach: ({ page }) =>
      open(page, "/payment?orderId=ORD-2026-1795000000000-NONE", "No Order Found"),
    primary: link("Go to Products"),
  },
  ...ORDER_CASES,
];
