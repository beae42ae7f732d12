/** docs/product.md §2: every route of the shop, in one place. */
export const paths = {
  home: "/",
  products: "/products",
  about: "/about",
  contact: "/contact",
  cart: "/cart",
  login: "/login",
  register: "/register",
  /** Where the account e-mails' links land (docs/accounts.md, E-mail links). */
  authAction: "/auth/action",
  myOrders: "/myOrders",
  payment: "/payment",
} as const;

/**
 * The operator console (docs/admin-console.md): admins only, a page of its
 * own (admin.html, firebase.json rewrites /admin/** to it), not a route of
 * the shop's app: a link to it loads it as a page.
 */
export const consolePath = "/admin";

/** Routes that show nothing of their own until Auth has answered (docs/product.md §2 guards). */
export const signedInRoutes: readonly string[] = [paths.cart, paths.payment, paths.myOrders];

/** Routes shown without the header and footer (docs/product.md §2). */
export const bareRoutes: readonly string[] = [paths.login, paths.register, paths.authAction];

export function paymentPath(orderId: string): string {
  return `${paths.payment}?orderId=${encodeURIComponent(orderId)}`;
}

/**
 * One order of the shopper's, opened from My Orders (orderPath builds the
 * address). A pattern, not a page of its own: outside `paths`, whose routes
 * the build writes one HTML file each for; it is served the app shell.
 */
export const ORDER_ROUTE = `${paths.myOrders}/:orderId`;

export function orderPath(orderId: string): string {
  return `${paths.myOrders}/${encodeURIComponent(orderId)}`;
}
