import type { FormEvent } from "react";
import { Link } from "react-router";
import { paths } from "../../config/paths";
import { AuthCard } from "./components/AuthCard";
import { PasswordField } from "./components/PasswordField";
import { TextField } from "./components/TextField";
import { useRegister } from "./hooks/useRegister";
import { useValidatedForm } from "./hooks/useValidatedForm";

const loadSchema = () => import("./schemas").then((m) => m.registerSchema);
const EMPTY = { firstName: "", lastName: "", phone: "", email: "", password: "" };

export default function RegisterPage() {
  const { field, validate } = useValidatedForm(loadSchema, EMPTY);
  const { busy, error, register } = useRegister();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = await validate();
    if (input) await register(input);
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
      {error && (
        <p className="auth-alert auth-alert-error" role="alert">
          {error}
        </p>
      )}
      <form className="auth-form" noValidate onSubmit={(event) => void onSubmit(event)}>
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
        <TextField
          label="Email Address"
          type="email"
          autoComplete="email"
          inputMode="email"
          {...field("email")}
        />
        <PasswordField autoComplete="new-password" {...field("password")} />
        <button
          type="submit"
          className="btn btn-primary btn-block"
          disabled={busy}
          aria-busy={busy || undefined}
        >
          Register
        </button>
      </form>
    </AuthCard>
  );
}
