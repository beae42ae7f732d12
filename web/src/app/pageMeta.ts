import { paths } from "../config/paths";

/** One table for the app and the build, so crawlers see meta without JavaScript. */
export type PageMeta = ReturnType<typeof meta>;
type PageMetaExtras = { indexable: boolean; leadImage: string };

/** `indexable`: in sitemap.xml, open to crawlers; `leadImage`: its first screen's, preloaded. */
export const meta = (title: string, description: string, more?: Partial<PageMetaExtras>) => ({
  title: `${title} | AquaSense`,
  description,
  indexable: false,
  ...more,
});

export const NOT_FOUND_META = meta(
  "Page not found",
  "The page you were looking for does not exist.",
);

export const PAGE_META: Readonly<Record<string, PageMeta>> = {
  [paths.home]: {
    title: "AquaSense: smart water-tank controllers",
    description:
      "Smart water-tank controllers that watch your tank and run the pump by themselves. Made for Indian homes.",
    indexable: true,
    leadImage: "/images/banner-monitoring.svg",
  },
  [paths.products]: meta(
    "Our Products: Smart Controller and Semi Automatic",
    "Smart Controller at ₹399.00 and Semi Automatic at ₹799.00: water-tank controllers for direct motor wiring or your existing starter.",
    { indexable: true, leadImage: "/images/smart-controller.svg" },
  ),
  [paths.about]: meta(
    "About us",
    "We make smart water-tank controllers so that Indian homes never waste water to an overflowing tank or burn out a pump. 40% of our profits go to charity.",
    { indexable: true, leadImage: "/images/about-hero.svg" },
  ),
  [paths.contact]: meta(
    "Contact Us",
    "Questions about a controller, an installation or an order? Write to the AquaSense team or call us.",
    { indexable: true },
  ),
  [paths.login]: meta(
    "Sign In",
    "Sign in to your AquaSense account to see your cart and your orders.",
  ),
  [paths.register]: meta(
    "Create Account",
    "Create an AquaSense account to order smart water-tank controllers.",
  ),
  [paths.authAction]: meta(
    "Your account",
    "Choose a new password or confirm your email address for your AquaSense account.",
  ),
  [paths.cart]: meta("Cart", "The controllers in your AquaSense cart."),
  [paths.payment]: meta("Checkout", "Delivery address and payment for your AquaSense order."),
  [paths.myOrders]: meta(
    "My Orders",
    "Your paid AquaSense orders and their estimated shipping dates.",
  ),
};

const ORDER_META = meta(
  "Order details",
  "One of your AquaSense orders: its items, delivery, payment and tax invoice.",
);

export function pageMetaFor(pathname: string): PageMeta {
  if (pathname.startsWith(`${paths.myOrders}/`)) return ORDER_META;
  return PAGE_META[pathname] ?? NOT_FOUND_META;
}
