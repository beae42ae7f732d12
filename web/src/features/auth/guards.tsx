import { useDeferredValue, useEffect, useRef, type ReactNode } from "react";
import { Navigate, useNavigate } from "react-router";
import { LOGIN_TO_PROCEED } from "@shop/domain/signInText";
import { paths } from "../../config/paths";
import { ButtonLink } from "../../components/ui/ButtonLink";
import { PageLoading } from "../../components/ui/PageLoading";
import { toast } from "../../components/ui/toast";
import { startSessionListener, useSession } from "./session";

/** docs/product.md §2; a deferred status renders the unlocked page as a transition. */
function RequireAuth({ children, signedOut }: { children: ReactNode; signedOut: ReactNode }) {
  const status = useDeferredValue(useSession((s) => s.status));
  useEffect(startSessionListener, []);
  if (status === "loading") return <PageLoading />;
  return status === "signed-in" ? children : signedOut;
}

type PromptProps = { title: string; message: string };

/** /payment: a toast, then the login page after a second (docs/product.md §9). */
function RedirectToLogin({ title, message }: PromptProps) {
  const navigate = useNavigate();
  const toasted = useRef(false);
  useEffect(() => {
    if (!toasted.current) toast.error(message);
    toasted.current = true;
    const timer = setTimeout(() => navigate(paths.login, { replace: true }), 1000);
    return () => clearTimeout(timer);
  }, [message, navigate]);
  return <SignInPrompt title={title} message={message} />;
}

/** /myOrders: says why nothing is shown, and where to sign in. */
function SignInPrompt({ title, message }: PromptProps) {
  return (
    <section className="page narrow signin-prompt">
      <h1>{title}</h1>
      <p>{message}</p>
      <div className="signin-prompt-actions">
        <ButtonLink to={paths.login}>Go to Sign In</ButtonLink>
        <ButtonLink to={paths.register} variant="outline">
          Create Account
        </ButtonLink>
      </div>
    </section>
  );
}

/** docs/product.md §2 /cart: signed-in only, otherwise redirected to /. */
export const CartGuard = ({ children }: { children: ReactNode }) => (
  <RequireAuth signedOut={<Navigate to={paths.home} replace />}>{children}</RequireAuth>
);

/** docs/product.md §2 /payment: signed-in only, otherwise to /login after 1 s. */
export const CheckoutGuard = ({ children }: { children: ReactNode }) => (
  <RequireAuth signedOut={<RedirectToLogin title="Checkout" message={LOGIN_TO_PROCEED} />}>
    {children}
  </RequireAuth>
);

/** docs/product.md §2 /myOrders: a message when signed out. */
export const OrdersGuard = ({ children }: { children: ReactNode }) => (
  <RequireAuth
    signedOut={<SignInPrompt title="My Orders" message="Please log in to view your orders." />}
  >
    {children}
  </RequireAuth>
);
