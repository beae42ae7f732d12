import { useEffect } from "react";
import { Outlet, useLocation } from "react-router";
import { startSessionListener } from "../../features/auth/session";
import { bareRoutes } from "../../config/paths";
import { Header } from "./Header";
import { Footer } from "./Footer";
import { Toaster } from "../../components/ui/Toaster";
import { usePageMeta } from "../../components/ui/usePageMeta";
import { pageMetaFor, type PageMeta } from "../pageMeta";
// Imported last: earlier, the bundler splits shared modules out of the app chunk.
import { useCartNoticeToasts } from "../../features/cart/cartNotices";

/** `meta`: one title for every page under this layout (the console), else the route's own. */
export function Layout({ meta }: { meta?: PageMeta }) {
  const { pathname } = useLocation();
  const bare = bareRoutes.includes(pathname);
  usePageMeta(meta ?? pageMetaFor(pathname));
  // Listening before the session starts, so a cart loaded on sign-in is reported.
  useCartNoticeToasts();

  // Effects run after the first paint: the Auth SDK never delays the landing page.
  useEffect(() => {
    startSessionListener();
  }, []);

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [pathname]);

  return (
    <>
      {!bare && <Header />}
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      {!bare && <Footer />}
      <Toaster />
    </>
  );
}
