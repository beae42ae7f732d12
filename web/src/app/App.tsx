import { Suspense } from "react";
import { Route, Routes, useLocation } from "react-router";
import { Layout } from "./layout/Layout";
import { ORDER_ROUTE, paths } from "../config/paths";
import { lazyPage } from "./lazyPage";
import { PageErrorBoundary } from "./PageErrorBoundary";
import { HomePage } from "../features/home/HomePage";
import { PageLoading } from "../components/ui/PageLoading";
import { preloadPage, registerPagePreload } from "../lib/pagePreload";
import { CartGuard, CheckoutGuard, OrdersGuard } from "../features/auth/guards";

// Home is in the entry chunk (the first paint most shoppers get); every other
// page is its own chunk, so a visitor downloads only what they open.
const ProductsPage = lazyPage(() => import("../features/products/ProductsPage"));
const AboutPage = lazyPage(() => import("../features/about/AboutPage"));
const ContactPage = lazyPage(() => import("../features/contact/ContactPage"));
const CartPage = lazyPage(() => import("../features/cart/CartPage"));
const LoginPage = lazyPage(() => import("../features/auth/LoginPage"));
const RegisterPage = lazyPage(() => import("../features/auth/RegisterPage"));
const EmailLinkPage = lazyPage(() => import("../features/auth/EmailLinkPage"));
const MyOrdersPage = lazyPage(() => import("../features/orders/MyOrdersPage"));
const OrderPage = lazyPage(() => import("../features/orders/OrderPage"));
const PaymentPage = lazyPage(() => import("../features/checkout/PaymentPage"));
const NotFoundPage = lazyPage(() => import("./NotFoundPage"));

const PAGES: Readonly<Record<string, { preload(): Promise<unknown> }>> = {
  [paths.products]: ProductsPage,
  [paths.about]: AboutPage,
  [paths.contact]: ContactPage,
  [paths.cart]: CartPage,
  [paths.login]: LoginPage,
  [paths.register]: RegisterPage,
  [paths.authAction]: EmailLinkPage,
  [paths.myOrders]: MyOrdersPage,
  [paths.payment]: PaymentPage,
};

for (const [path, page] of Object.entries(PAGES)) registerPagePreload(path, page.preload);

/**
 * Starts loading the page of the address the shopper opened (its chunk is
 * usually on the way already: the route's HTML names it), so a guarded page
 * shows as soon as Auth answers. A failure is left to the page's own render.
 */
export function preloadPageFor(pathname: string): void {
  preloadPage(pathname);
}

export function App() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path={paths.products} element={page(<ProductsPage />)} />
        <Route path={paths.about} element={page(<AboutPage />)} />
        <Route path={paths.contact} element={page(<ContactPage />)} />
        <Route path={paths.cart} element={<CartGuard>{page(<CartPage />)}</CartGuard>} />
        <Route path={paths.login} element={page(<LoginPage />)} />
        <Route path={paths.register} element={page(<RegisterPage />)} />
        <Route path={paths.authAction} element={page(<EmailLinkPage />)} />
        <Route
          path={paths.myOrders}
          element={<OrdersGuard>{page(<MyOrdersPage />)}</OrdersGuard>}
        />
        <Route path={ORDER_ROUTE} element={<OrdersGuard>{page(<OrderPage />)}</OrdersGuard>} />
        <Route
          path={paths.payment}
          element={<CheckoutGuard>{page(<PaymentPage />)}</CheckoutGuard>}
        />
        <Route path="*" element={page(<NotFoundPage />)} />
      </Route>
    </Routes>
  );
}

function page(element: React.ReactNode) {
  return (
    <PageBoundary>
      <Suspense fallback={<PageLoading />}>{element}</Suspense>
    </PageBoundary>
  );
}

/** A page that failed shows its error state only until the shopper goes elsewhere. */
function PageBoundary({ children }: { children: React.ReactNode }) {
  return <PageErrorBoundary key={useLocation().pathname}>{children}</PageErrorBoundary>;
}
