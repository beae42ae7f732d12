import { useEffect } from "react";
import { Route, Routes, useLocation } from "react-router";
import { Layout } from "../layout/Layout";
import { PageErrorBoundary } from "../PageErrorBoundary";
import { meta } from "../pageMeta";
import { consolePath } from "../../config/paths";
import { PageLoading } from "../../components/ui/PageLoading";
import { replaceDocument } from "../../lib/replaceDocument";
import AdminConsole from "../../features/admin/AdminConsole";

const CONSOLE_META = meta("Console", "For the shop's administrators.");

/** Every address outside /admin belongs to the shop's app, another HTML entry, and loads as a page. */
export function ConsoleApp() {
  return (
    <Routes>
      <Route element={<Layout meta={CONSOLE_META} />}>
        <Route
          path={`${consolePath}/*`}
          element={
            <PageErrorBoundary>
              <AdminConsole />
            </PageErrorBoundary>
          }
        />
        <Route path="*" element={<ShopPage />} />
      </Route>
    </Routes>
  );
}

/** A route change out of /admin that is no link (Sign In, Logout) loads the shop's page in place. */
function ShopPage() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    replaceDocument(pathname + search + hash);
  }, [pathname, search, hash]);
  return <PageLoading />;
}

/** A link out of /admin: stopped before React Router's Link, so the browser loads the shop's page. */
export function leaveConsoleByDocument(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute("download")) return;
  const url = new URL(link.href, window.location.href);
  const inConsole = url.pathname === consolePath || url.pathname.startsWith(`${consolePath}/`);
  if (url.origin !== window.location.origin || inConsole) return;
  event.stopPropagation();
}
