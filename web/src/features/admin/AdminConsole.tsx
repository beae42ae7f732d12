import { ADMIN_MESSAGES } from "@shop/domain";
import { Navigate, NavLink, Route, Routes } from "react-router";
import { consolePath, paths } from "../../config/paths";
import { ButtonLink, buttonClass } from "../../components/ui/ButtonLink";
import { PageLoading } from "../../components/ui/PageLoading";
import { useSession } from "../auth";
import { useConsoleAccess } from "./hooks/useConsoleData";
import { OrdersPage } from "./components/OrdersPage";
import { ConsoleOrderPage } from "./components/ConsoleOrderPage";
import { MessagesPage } from "./components/MessagesPage";
import { CatalogPage } from "./components/CatalogPage";
import { DiscountsPage } from "./components/DiscountsPage";
// The console's own stylesheet: its build is apart from the shop's (docs/admin-console.md).
import "./admin.css";

/** The operator console (docs/admin-console.md): every page under /admin. The claim check only
 * picks what /admin shows; the rules and the functions check it themselves. */
export default function AdminConsole() {
  const status = useSession((s) => s.status);
  const claim = useConsoleAccess(useSession((s) => s.user?.uid));
  if (status === "signed-out") return <Navigate to={paths.login} replace />;
  if (status === "loading" || claim.state === "loading") return <PageLoading />;
  if (claim.state === "ready" && claim.value) {
    return (
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
    );
  }
  const failed = claim.state === "error";
  return (
    <section className="page narrow admin-not-allowed" aria-labelledby="access-title">
      <h1 id="access-title">{failed ? "Could not open the console" : "Not allowed"}</h1>
      {failed ? (
        <>
          <p role="alert">
            Could not check your access. Please check your connection and try again.
          </p>
          <button type="button" className={buttonClass()} onClick={claim.retry}>
            Try again
          </button>
        </>
      ) : (
        <>
          <p>{ADMIN_MESSAGES.notAdmin}</p>
          <ButtonLink to={paths.home}>Back to the shop</ButtonLink>
        </>
      )}
    </section>
  );
}
