import { ADMIN_MESSAGES } from "@shop/domain";
import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { paths } from "../../../config/paths";
import { ButtonLink, buttonClass } from "../../../components/ui/ButtonLink";
import { PageLoading } from "../../../components/ui/PageLoading";
import { useSession } from "../../auth";
import { useConsoleAccess } from "../hooks/useConsoleData";

/** The claim check only picks what /admin shows; the rules and the functions check it themselves. */
export function AdminGuard({ children }: { children: ReactNode }) {
  const status = useSession((s) => s.status);
  const uid = useSession((s) => s.user?.uid);
  const { access, retry } = useConsoleAccess(uid);
  if (status === "signed-out") return <Navigate to={paths.login} replace />;
  if (status === "loading" || access === "checking") return <PageLoading />;
  if (access === "allowed") return children;
  const failed = access === "failed";
  return (
    <section className="page narrow admin-not-allowed" aria-labelledby="access-title">
      <h1 id="access-title">{failed ? "Could not open the console" : "Not allowed"}</h1>
      {failed ? (
        <>
          <p role="alert">
            Could not check your access. Please check your connection and try again.
          </p>
          <button type="button" className={buttonClass()} onClick={retry}>
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
