import { lazy, Suspense, useState, type ComponentType, type ReactNode } from "react";
import { Route, Routes, useLocation } from "react-router";
import pageLoaders from "virtual:shop-pages";
import { Layout } from "./layout/Layout";
import { ORDER_ROUTE, paths } from "../config/paths";
import { PageErrorBoundary } from "./PageErrorBoundary";
import { HomePage } from "../features/home/HomePage";
import { PageLoading } from "../components/ui/PageLoading";
import { registerPagePreload } from "../lib/pagePreload";
import { reloadForStaleChunk } from "../lib/staleChunk";
import { CartGuard, CheckoutGuard, OrdersGuard } from "../features/auth/guards";

// Home is in the entry chunk; every other page is a chunk of its own (config/paths.ts, shopPages).
const guards: Readonly<Record<string, ComponentType<{ children: ReactNode }>>> = {
  [paths.cart]: CartGuard,
  [paths.payment]: CheckoutGuard,
  [paths.myOrders]: OrdersGuard,
  [ORDER_ROUTE]: OrdersGuard,
};

const pages = Object.entries(pageLoaders).map(([path, load]) => {
  const Page = lazyPage(load);
  registerPagePreload(path, Page.preload);
  return { path, Page, Guard: guards[path] };
});

export function App() {
  // A page that failed shows its error state only until the shopper goes elsewhere.
  const { pathname } = useLocation();
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        {pages.map(({ path, Page, Guard }) => {
          const page = (
            <PageErrorBoundary key={pathname}>
              <Suspense fallback={<PageLoading />}>
                <Page />
              </Suspense>
            </PageErrorBoundary>
          );
          return <Route key={path} path={path} element={Guard ? <Guard>{page}</Guard> : page} />;
        })}
      </Route>
    </Routes>
  );
}

/** React.lazy suspends even for an arrived chunk; a preloaded page renders at once. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        loading = undefined;
        if (reloadForStaleChunk()) return new Promise<never>(() => {});
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));

  function Page() {
    // Chosen once per mount: switching component type later would remount the page.
    const [Ready] = useState(() => loaded);
    return Ready ? <Ready /> : <Lazy />;
  }
  return Object.assign(Page, { preload });
}
