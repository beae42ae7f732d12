import type { Page } from "playwright-core";

/** Every public page of the storefront, with a heading that proves it rendered. */
export interface PublicPage {
  name: string;
  path: string;
  heading: string;
  /** Texts that must be visible at every width. */
  texts: readonly string[];
}

export const PUBLIC_PAGES: readonly PublicPage[] = [
  {
    name: "home",
    path: "/",
    heading: "Why choose AquaSense?",
    texts: [
      "Know your tank level. Always.",
      "Four steps to a tank that looks after itself",
      "The everyday water troubles we put an end to",
      "of our profits donated to charity",
    ],
  },
  {
    name: "products",
    path: "/products",
    heading: "Our Products",
    texts: ["Smart Controller", "Semi Automatic", "₹399.00", "₹799.00"],
  },
  {
    name: "about",
    path: "/about",
    heading: "About AquaSense",
    texts: ["Take the worry out of water", "40% of our profits go to charity"],
  },
  { name: "contact", path: "/contact", heading: "Contact Us", texts: [] },
  {
    name: "not-found",
    path: "/no-such-page",
    heading: "Page not found",
    texts: ["Back to Home"],
  },
];

/** Waits for a lazily loaded page's heading; fails with the page's name if it never shows. */
export async function waitForHeading(page: Page, name: string): Promise<void> {
  await page.getByRole("heading", { name, exact: true }).first().waitFor({ timeout: 15_000 });
}
