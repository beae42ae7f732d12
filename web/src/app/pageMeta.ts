import { paths } from "../config/paths";

/** One table for the app and the build, so crawlers see meta without JavaScript. */
export const SITE_NAME = "AquaSense";

export interface PageMeta {
  title: string;
  description: string;
  /** Listed in sitemap.xml and open to crawlers. */
  indexable: boolean;
  /** The image the route's first screen is built around, preloaded from its HTML. */
  leadImage?: string;
}

const HOME: PageMeta = {
  title: "AquaSense: smart water-tank controllers",
  description:
    "Smart water-tank controllers that watch your tank and run the pump by themselves. Made for Indian homes.",
  indexable: true,
  leadImage: "/images/banner-monitoring.svg",
};

export const NOT_FOUND_META: PageMeta = {
  title: `Page not found | ${SITE_NAME}`,
  description: "The page you were looking for does not exist.",
  indexable: false,
};

export const PAGE_META: Readonly<Record<string, PageMeta>> = {
  [paths.home]: HOME,
  [paths.products]: {
    title: `Our Products: Smart Controller and Semi Automatic | ${SITE_NAME}`,
    description:
      "Smart Controller at ₹399.00 and Semi Automatic at ₹799.00: water-tank controllers for direct motor wiring or your existing starter.",
    indexable: true,
    leadImage: "/images/smart-controller.svg",
  },
  [paths.about]: {
    title: `About us | ${SITE_NAME}`,
    description:
      "We make smart water-tank controllers so that Indian homes never waste water to an overflowing tank or burn out a pump. 40% of our profits go to charity.",
    indexable: true,
    leadImage: "/images/about-hero.svg",
  },
  [paths.contact]: {
    title: `Contact Us | ${SITE_NAME}`,
    description:
      "Questions about a controller, an installation or an order? Write to the AquaSense team or call us.",
    indexable: true,
  },
  [paths.login]: {
    title: `Sign In | ${SITE_NAME}`,
    description: "Sign in to your AquaSense account to see your cart and your orders.",
    indexable: false,
  },
  [paths.register]: {
    title: `Create Account | ${SITE_NAME}`,
    description: "Create an AquaSense account to order smart water-tank controllers.",
    indexable: false,
  },
  [paths.authAction]: {
    title: `Your account | ${SITE_NAME}`,
    description: "Choose a new password or confirm your email address for your AquaSense account.",
    indexable: false,
  },
  [paths.cart]: {
    title: `Cart | ${SITE_NAME}`,
    description: "The controllers in your AquaSense cart.",
    indexable: false,
  },
  [paths.payment]: {
    title: `Checkout | ${SITE_NAME}`,
    description: "Delivery address and payment for your AquaSense order.",
    indexable: false,
  },
  [paths.myOrders]: {
    title: `My Orders | ${SITE_NAME}`,
    description: "Your paid AquaSense orders and their estimated shipping dates.",
    indexable: false,
  },
};

const ORDER_META: PageMeta = {
  title: `Order details | ${SITE_NAME}`,
  description: "One of your AquaSense orders: its items, delivery, payment and tax invoice.",
  indexable: false,
};

export function pageMetaFor(pathname: string): PageMeta {
  if (pathname.startsWith(`${paths.myOrders}/`)) return ORDER_META;
  return PAGE_META[pathname] ?? NOT_FOUND_META;
}
