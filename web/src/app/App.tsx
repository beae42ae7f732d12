import { lazy, Suspense } from "react";
import { Route, Routes } from "react-router";
import { Layout } from "./layout/Layout";
import { paths } from "./routes";
import { HomePage } from "../features/home/HomePage";
import { PageLoading } from "../components/ui/PageLoading";
import { CartGuard, CheckoutGuard, OrdersGuard } from "../features/auth/guards";

// Home is in the entry chunk (the first paint most shoppers get); every other
// page is its own chunk, so a visitor downloads only what they open.
const ProductsPage = lazy(() => import("../features/products/ProductsPage"));
const AboutPage = lazy(() => import("../features/about/AboutPage"));
const ContactPage = lazy(() => import("../features/contact/ContactPage"));
const CartPage = lazy(() => import("../features/cart/CartPage"));
const LoginPage = lazy(() => import("../features/auth/LoginPage"));
const RegisterPage = lazy(() => import("../features/auth/RegisterPage"));
const MyOrdersPage = lazy(() => import("../features/orders/MyOrdersPage"));
const PaymentPage = lazy(() => import("../features/checkout/PaymentPage"));
const NotFoundPage = lazy(() => import("./NotFoundPage"));

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
        <Route
          path={paths.myOrders}
          element={<OrdersGuard>{page(<MyOrdersPage />)}</OrdersGuard>}
        />
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
  return <Suspense fallback={<PageLoading />}>{element}</Suspense>;
}
