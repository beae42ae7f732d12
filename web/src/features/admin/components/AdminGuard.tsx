import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { paths } from "../../../config/paths";
import { ButtonLink } from "../../../components/ui/ButtonLink";
import { PageLoading } from "../../../components/ui/PageLoading";
import { useSession } from "../../auth";
import { ADMIN_UI } from "../messages";

/**
 * /admin (docs/admin-console.md): signed out → the login page; signed in without
 * the admin flag → a page saying so. The flag only decides what this page
 * shows: the rules and the functions check the admin claim themselves.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const status = useSession((s) => s.status);
  const isAdmin = useSession((s) => s.isAdmin);
  const adminKnown = useSession((s) => s.adminKnown);
  if (status === "loading" || (status === "signed-in" && !adminKnown)) return <PageLoading />;
  if (status === "signed-out") return <Navigate to={paths.login} replace />;
  if (!isAdmin) return <NotAllowed />;
  return children;
}

function NotAllowed() {
  return (
    <section className="page narrow admin-not-allowed" aria-labelledby="not-allowed-title">
      <h1 id="not-allowed-title">{ADMIN_UI.notAllowedTitle}</h1>
      <p>{ADMIN_UI.notAllowed}</p>
      <ButtonLink to={paths.home}>Back to the shop</ButtonLink>
    </section>
  );
}
