import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { paths } from "../../config/paths";
import { toast } from "../../components/ui/toast";
import {
  Alert,
  AuthCard,
  EmailField,
  PasswordField,
  SubmitButton,
  TextField,
} from "./components/AuthCard";
import { registerAccount, type Registration } from "./api/account";
import { authErrorMessage } from "./api/errors";
import { useValidatedForm } from "./hooks/useValidatedForm";

const loadSchema = () => import("./schemas").then((m) => m.registerSchema);
const EMPTY = { firstName: "", lastName: "", phone: "", email: "", password: "" };

/** docs/product.md §4: register, then sign in only after verifying the e-mail address. */
export default function RegisterPage() {
  const { field, submit } = useValidatedForm(loadSchema, EMPTY);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function register(input: Registration) {
    setBusy(true);
    setError(null);
    try {
      await registerAccount(input);
      toast.success(
        "Account created! Check your email for the verification link before logging in.",
        "register",
      );
      navigate(paths.login);
    } catch (cause) {
      const message = authErrorMessage(cause, "Registration failed. Please try again.");
      setError(message);
      toast.error(message, "register");
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title="Create your account"
      intro="Register to keep a cart, check out and see your orders."
      footer={
        <>
          Already have an account? <Link to={paths.login}>Sign In</Link>
        </>
      }
    >
      <Alert>{error}</Alert>
      <form className="auth-form" noValidate onSubmit={submit(register)}>
        <div className="auth-row">
          <TextField label="First Name" autoComplete="given-name" {...field("firstName")} />
          <TextField label="Last Name" autoComplete="family-name" {...field("lastName")} />
        </div>
        <TextField
          label="Phone Number"
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          {...field("phone")}
        />
        <EmailField {...field("email")} />
        <PasswordField autoComplete="new-password" {...field("password")} />
        <SubmitButton disabled={busy}>Register</SubmitButton>
      </form>
    </AuthCard>
  );
}
