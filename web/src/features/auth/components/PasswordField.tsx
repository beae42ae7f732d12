import { useState } from "react";
import { Icon } from "../../../components/ui/icons";
import { TextField, type TextFieldProps } from "./TextField";

type PasswordFieldProps = Omit<TextFieldProps, "type" | "addon" | "label" | "inputMode"> & {
  label?: string;
};

/** The toggle is named "Show/Hide password", not "Password", so the label finds only the input. */
export function PasswordField({ label = "Password", ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      label={label}
      type={visible ? "text" : "password"}
      addon={
        <button
          type="button"
          className="auth-toggle"
          aria-label={visible ? "Hide password" : "Show password"}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          <Icon name={visible ? "eyeOff" : "eye"} size={20} strokeWidth={1.8} />
        </button>
      }
    />
  );
}
