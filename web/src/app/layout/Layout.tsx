import { useEffect } from "react";
import { Outlet, useLocation } from "react-router";
import { startSessionListener } from "../../features/auth/session";
import { bareRoutes } from "../../config/paths";
import { Header } from "./Header";
import { Footer } from "./Footer";
import { Toaster } from "../../components/ui/Toaster";
import { pageMetaFor, type PageMeta } from "../pageMeta";
// Imported last: earlier, the bundler splits shared modules out of the app chunk.
import { useCartNoticeToasts } from "../../features/cart/cartNotices";

/** `meta`: one title for every page under this layout (the console), else the route's own. */
export function Layout({ meta }: { meta?: PageMeta }) {
  const { pathname } = useLocation();
  const bare = bareRoutes.includes(pathname);
  const { title, description } = meta ?? pageMetaFor(pathname);
  // The served HTML carried the first page's meta; client-side navigation must update it.
  useEffect(() => {
    document.title = title;
    setMeta("name", "description", description);
    setMeta("property", "og:title", title);
    setMeta("property", "og:description", description);
    setMeta("property", "og:url", location.origin + location.pathname);
  }, [title, description]);
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

function setMeta(attribute: "name" | "property", key: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!tag) {
    tag = document.createElement("meta");
    tag.setAttribute(attribute, key);
    document.head.append(tag);
  }
  tag.content = content;
}
