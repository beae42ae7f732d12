import { useEffect } from "react";
import { Outlet, useLocation } from "react-router";
import { bareRoutes } from "../routes";
import { Header } from "./Header";
import { Footer } from "./Footer";
import { Toaster } from "../../components/ui/Toaster";

export function Layout() {
  const { pathname } = useLocation();
  const bare = bareRoutes.includes(pathname);

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [pathname]);

  return (
    <>
      {!bare && <Header />}
      <main id="main">
        <Outlet />
      </main>
      {!bare && <Footer />}
      <Toaster />
    </>
  );
}
