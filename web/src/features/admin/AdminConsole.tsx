import { Navigate, NavLink, Route, Routes } from "react-router";
import { consolePath } from "../../config/paths";
import { adminMessagesPath } from "./consolePaths";
import { AdminGuard } from "./components/AdminGuard";
import { OrdersPage } from "./components/OrdersPage";
import { OrderPage } from "./components/OrderPage";
import { MessagesPage } from "./components/MessagesPage";
// Inlined into this chunk, not the shop's one stylesheet (every shopper
// page's HTML carries that one): React hoists the <style> below into <head>.
import consoleStyles from "./admin.css?inline";

/** The operator console (docs/admin-console.md): /admin, its own lazily loaded chunk. */
export default function AdminConsole() {
  return (
    <>
      <style href="shop-admin-console" precedence="default">
        {consoleStyles}
      </style>
      <AdminGuard>
        <div className="page admin">
          <nav aria-label="Console" className="admin-nav">
            <NavLink to={consolePath} end>
              Orders
            </NavLink>
            <NavLink to={adminMessagesPath}>Messages</NavLink>
          </nav>
          <Routes>
            <Route index element={<OrdersPage />} />
            <Route path="orders/:uid/:orderId" element={<OrderPage />} />
            <Route path="messages" element={<MessagesPage />} />
            <Route path="*" element={<Navigate to={consolePath} replace />} />
          </Routes>
        </div>
      </AdminGuard>
    </>
  );
}
