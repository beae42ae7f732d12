import { Navigate, NavLink, Route, Routes } from "react-router";
import { consolePath } from "../../config/paths";
import { AdminGuard } from "./components/AdminGuard";
import { OrdersPage } from "./components/OrdersPage";
import { ConsoleOrderPage } from "./components/ConsoleOrderPage";
import { MessagesPage } from "./components/MessagesPage";
import { CatalogPage } from "./components/CatalogPage";
import { DiscountsPage } from "./components/DiscountsPage";
// The console's own stylesheet: its build is apart from the shop's (docs/admin-console.md).
import "./admin.css";

/** The operator console (docs/admin-console.md): every page under /admin. */
export default function AdminConsole() {
  return (
    <AdminGuard>
      <div className="page admin">
        <nav aria-label="Console" className="admin-nav">
          <NavLink to={consolePath} end>
            Orders
          </NavLink>
          <NavLink to={`${consolePath}/messages`}>Messages</NavLink>
          <NavLink to={`${consolePath}/catalogue`}>Catalogue</NavLink>
          <NavLink to={`${consolePath}/discounts`}>Discounts</NavLink>
        </nav>
        <Routes>
          <Route index element={<OrdersPage />} />
          <Route path="orders/:uid/:orderId" element={<ConsoleOrderPage />} />
          <Route path="messages" element={<MessagesPage />} />
          <Route path="catalogue" element={<CatalogPage />} />
          <Route path="discounts" element={<DiscountsPage />} />
          <Route path="*" element={<Navigate to={consolePath} replace />} />
        </Routes>
      </div>
    </AdminGuard>
  );
}
