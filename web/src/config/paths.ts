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

/** The console (docs/admin-console.md) is a page of its own (admin.html), not an app route. */
export const consolePath = "/admin";

/** Routes that show nothing of their own until Auth has answered (docs/product.md §2 guards). */
export const signedInRoutes: readonly string[] = [paths.cart, paths.payment, paths.myOrders];

/** Routes shown without the header and footer (docs/product.md §2). */
export const bareRoutes: readonly string[] = [paths.login, paths.register, paths.authAction];

export const paymentPath = (orderId: string) =>
  `${paths.payment}?orderId=${encodeURIComponent(orderId)}`;

/** Outside `paths` (one built HTML file per route): this pattern is served the app shell. */
export const ORDER_ROUTE = `${paths.myOrders}/:orderId`;

export const orderPath = (orderId: string) => `${paths.myOrders}/${encodeURIComponent(orderId)}`;

/** Build-time data (pages, prerendering, hints, budgets): the app imports none of it. */
export const shopPages: Readonly<
  Record<string, { page?: string; prerender?: true; firestore?: true; budgetKb?: number }>
> = {
  [paths.home]: { prerender: true, budgetKb: 100 },
  // The pages in the order their stylesheets join the one inline stylesheet.
  [paths.products]: { page: "features/products/ProductsPage.tsx", prerender: true, budgetKb: 110 },
  [paths.about]: { page: "features/about/AboutPage.tsx", prerender: true, budgetKb: 110 },
  [paths.contact]: { page: "features/contact/ContactPage.tsx", prerender: true, budgetKb: 120 },
  [paths.cart]: { page: "features/cart/CartPage.tsx", prerender: true, budgetKb: 120 },
  [paths.login]: { page: "features/auth/LoginPage.tsx", budgetKb: 120 },
  [paths.register]: { page: "features/auth/RegisterPage.tsx", budgetKb: 120 },
  [paths.authAction]: { page: "features/auth/EmailLinkPage.tsx", budgetKb: 120 },
  [paths.myOrders]: { page: "features/orders/MyOrdersPage.tsx", prerender: true, budgetKb: 130 },
  // Not prerendered (its address names the order): served the app shell.
  [ORDER_ROUTE]: { page: "features/orders/OrderPage.tsx", budgetKb: 130 },
  [paths.payment]: {
    page: "features/checkout/PaymentPage.tsx",
    prerender: true,
    firestore: true,
    budgetKb: 130,
  },
  "*": { page: "app/NotFoundPage.tsx" },
};
