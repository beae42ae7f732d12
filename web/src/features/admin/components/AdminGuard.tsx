import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { paths } from "../../../config/paths";
import { ButtonLink, buttonClass } from "../../../components/ui/ButtonLink";
import { PageLoading } from "../../../components/ui/PageLoading";
import { useSession } from "../../auth";
import { useConsoleAccess } from "../hooks/useConsoleAccess";
import { ADMIN_UI } from "../messages";

/**
 * /admin (docs/admin-console.md). The claim check only picks what this page shows;
 * the rules and the functions check the claim themselves.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const status = useSession((s) => s.status);
  const uid = useSession((s) => s.user?.uid);
  const { access, retry } = useConsoleAccess(uid);
  if (status === "loading") return <PageLoading />;
  if (status === "signed-out") return <Navigate to={paths.login} replace />;
  if (access === "checking") return <PageLoading />;
  if (access === "failed") return <AccessFailed retry={retry} />;
  if (access === "refused") return <NotAllowed />;
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

function AccessFailed({ retry }: { retry: () => void }) {
  return (
    <section className="page narrow admin-not-allowed" aria-labelledby="access-failed-title">
      <h1 id="access-failed-title">{ADMIN_UI.accessFailedTitle}</h1>
      <p role="alert">{ADMIN_UI.accessFailed}</p>
      <button type="button" className={buttonClass()} onClick={retry}>
        Try again
      </button>
    </section>
  );
}
