import { Link } from "react-router";
import { paths } from "../../config/paths";
import {
  Alert,
  AuthCard,
  EmailField,
  PasswordField,
  SubmitButton,
  TextField,
} from "./components/AuthCard";
import { useRegister } from "./hooks/useRegister";
import { useValidatedForm } from "./hooks/useValidatedForm";

const loadSchema = () => import("./schemas").then((m) => m.registerSchema);
const EMPTY = { firstName: "", lastName: "", phone: "", email: "", password: "" };

export default function RegisterPage() {
  const { field, submit } = useValidatedForm(loadSchema, EMPTY);
  const { busy, error, register } = useRegister();
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
