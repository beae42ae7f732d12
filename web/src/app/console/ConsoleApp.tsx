import { useEffect } from "react";
import { Route, Routes, useLocation } from "react-router";
import { Layout } from "../layout/Layout";
import { PageErrorBoundary } from "../PageErrorBoundary";
import { SITE_NAME, type PageMeta } from "../pageMeta";
import { consolePath } from "../../config/paths";
import { PageLoading } from "../../components/ui/PageLoading";
import { replaceDocument } from "../../lib/replaceDocument";
import AdminConsole from "../../features/admin/AdminConsole";

const CONSOLE_META: PageMeta = {
  title: `Console | ${SITE_NAME}`,
  description: "For the shop's administrators.",
  indexable: false,
};

/**
 * The console under the shop's own header and footer. A link out of /admin
 * (Products, the cart, the logo) leads to the shop's app, another HTML
 * entry, so it loads as a page.
 */
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

/**
 * Replaces this history entry with the shop's page at the same address, so
 * Back still returns to the console page the operator came from.
 */
function ShopPage() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    replaceDocument(pathname + search + hash);
  }, [pathname, search, hash]);
  return <PageLoading />;
}
