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
