import { useEffect, useRef, type ReactNode } from "react";
import { Link, Navigate, useNavigate } from "react-router";
import { paths } from "../../app/routes";
import { PageLoading } from "../../components/ui/PageLoading";
import { toast } from "../../components/ui/toast";
import { startSessionListener, useSession } from "./session";

/**
 * Spec §2 access rules. The page itself (and its chunk) loads only once the
 * session says signed-in; while Auth is still deciding, a loading line shows.
 */
export function RequireAuth({
  children,
  signedOut,
}: {
  children: ReactNode;
  signedOut: ReactNode;
}) {
  const status = useSession((s) => s.status);
  useEffect(startSessionListener, []);
  if (status === "loading") return <PageLoading />;
  return status === "signed-in" ? children : signedOut;
}

/** /cart: a signed-out visitor goes home. */
export function RedirectHome() {
  return <Navigate to={paths.home} replace />;
}

/** /payment: a toast, then the login page after a second (spec §9). */
export function RedirectToLogin({
  message,
  delayMs = 1000,
}: {
  message: string;
  delayMs?: number;
}) {
  const navigate = useNavigate();
  const toasted = useRef(false);
  useEffect(() => {
    if (!toasted.current) {
      toasted.current = true;
      toast.error(message);
    }
    const timer = setTimeout(() => navigate(paths.login, { replace: true }), delayMs);
    return () => clearTimeout(timer);
  }, [message, delayMs, navigate]);
  return <SignInPrompt message={message} />;
}

/** /myOrders: says why nothing is shown, and where to sign in. */
export function SignInPrompt({ message }: { message: string }) {
  return (
    <section className="page signin-prompt">
      <p>{message}</p>
      <Link to={paths.login} className="btn btn-primary">
        Go to Sign In
      </Link>
    </section>
  );
}

type Guarded = { children: ReactNode };

/** Spec §2 /cart: signed-in only, otherwise redirected to /. */
export const CartGuard = ({ children }: Guarded) => (
  <RequireAuth signedOut={<RedirectHome />}>{children}</RequireAuth>
);

/** Spec §2 /payment: signed-in only, otherwise to /login after 1 s. */
export const CheckoutGuard = ({ children }: Guarded) => (
  <RequireAuth signedOut={<RedirectToLogin message="Please log in to proceed." />}>
    {children}
  </RequireAuth>
);

/** Spec §2 /myOrders: a message when signed out. */
export const OrdersGuard = ({ children }: Guarded) => (
  <RequireAuth signedOut={<SignInPrompt message="Please log in to view your orders." />}>
    {children}
  </RequireAuth>
);
