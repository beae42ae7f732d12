import type { Locator, Page } from "playwright-core";
import { button, link, open, refuse, type Visit } from "./visualReach";
import { SHOPPER_CASES } from "./visualShopperCases";

/**
 * Every page and state the visual check (visual.test.ts) looks at, one entry
 * each: how a shopper gets there and the page's primary action. A new route
 * or state is one more entry: here for a signed-out visitor, in
 * visualShopperCases.ts for a signed-in shopper. The cases of one width share
 * a browser tab per role and run in this order: the ones that seed orders
 * come after the ones that need none.
 */
export interface VisualCase {
  page: string;
  state: string;
  /** Which tab: a signed-out visitor's or the signed-in shopper's. */
  as: "visitor" | "shopper";
  reach: (visit: Visit) => Promise<void>;
  /** The one thing the page is for; none on a page that only shows (paid orders). */
  primary?: (page: Page) => Locator;
  /** The Grand Total beside it (cart, payment): nothing may lie over that either. */
  total?: (page: Page) => Locator;
  /** Only what the screen shows: the case is about what lies over the page. */
  screenOnly?: boolean;
}

const VISITOR_CASES: readonly VisualCase[] = [
  {
    page: "home",
    state: "default",
    as: "visitor",
    reach: ({ page }) => open(page, "/", "Why choose AquaSense?"),
    primary: link("Shop Controllers"),
  },
  {
    page: "products",
    state: "default",
    as: "visitor",
    reach: ({ page }) => open(page, "/products", "Our Products"),
    primary: button("Add to Cart"),
  },
  {
    page: "about",
    state: "default",
    as: "visitor",
    reach: ({ page }) => open(page, "/about", "About AquaSense"),
    primary: link("Shop the controllers"),
  },
  {
    page: "contact",
    state: "default",
    as: "visitor",
    reach: ({ page }) => open(page, "/contact", "Contact Us"),
    primary: button("Send Message"),
  },
  {
    page: "contact",
    state: "validation-error",
    as: "visitor",
    primary: button("Send Message"),
    reach: async ({ page }) => {
      await open(page, "/contact", "Contact Us");
      await button("Send Message")(page).click();
      await page.getByText("Please fill in all required fields", { exact: true }).first().waitFor();
    },
  },
  {
    page: "login",
    state: "default",
    as: "visitor",
    reach: ({ page }) => open(page, "/login", "Sign In"),
    primary: button("Sign In"),
  },
  {
    page: "login",
    state: "validation-error",
    as: "visitor",
    reach: ({ page }) => refuse(page, "/login", "Sign In"),
    primary: button("Sign In"),
  },
  {
    page: "login",
    state: "wrong-password",
    as: "visitor",
    primary: button("Sign In"),
    reach: async ({ page, shopper }) => {
      await page.goto("/login");
      await page.getByLabel("Email Address").fill(shopper.email);
      await page.getByLabel("Password", { exact: true }).fill("not-the-password");
      await button("Sign In")(page).click();
      await page.locator("main").getByRole("alert").waitFor();
    },
  },
  {
    page: "register",
    state: "default",
    as: "visitor",
    reach: ({ page }) => open(page, "/register", "Create your account"),
    primary: button("Register"),
  },
  {
    page: "register",
    state: "validation-error",
    as: "visitor",
    reach: ({ page }) => refuse(page, "/register", "Register"),
    primary: button("Register"),
  },
  {
    page: "not-found",
    state: "default",
    as: "visitor",
    reach: ({ page }) => open(page, "/no-such-page", "Page not found"),
    primary: link("Back to Home"),
  },
  {
    page: "myOrders",
    state: "signed-out",
    as: "visitor",
    primary: link("Go to Sign In"),
    reach: async ({ page }) => {
      await page.goto("/myOrders");
      await page.getByText("Please log in to view your orders.").first().waitFor();
    },
  },
];

export const VISUAL_CASES: readonly VisualCase[] = [...VISITOR_CASES, ...SHOPPER_CASES];

export const caseName = (c: VisualCase, width: number) => `${c.page}-${c.state}-${width}`;
