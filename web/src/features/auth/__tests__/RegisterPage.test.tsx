import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import RegisterPage from "../RegisterPage";
import { registerAccount } from "../api/account";
import { TimeLimitError } from "../../../lib/timeLimit";
import { firebaseError, renderAuthPage, resetToasts, toastMessages } from "./renderAuthPage";

vi.mock("../api/account", () => ({
  signInWithPassword: vi.fn(),
  signInWithGoogle: vi.fn(),
  registerAccount: vi.fn(),
}));

const NETWORK = "Could not reach the server. Check your connection and try again.";

const ASHA = {
  "First Name": "  Asha ",
  "Last Name": " Rao",
  "Phone Number": "9876543210",
  "Email Address": "asha@example.in",
  Password: "secret-pass-1",
};

beforeEach(() => {
  vi.mocked(registerAccount).mockReset();
  resetToasts();
});

async function fillAndSubmit(values: Partial<typeof ASHA> = ASHA) {
  const user = userEvent.setup();
  renderAuthPage("/register", <RegisterPage />);
  for (const [label, value] of Object.entries(values)) {
    await user.type(screen.getByLabelText(label), value);
  }
  await user.click(screen.getByRole("button", { name: "Register" }));
}

describe("RegisterPage", () => {
  it("has the five labelled fields, Register and a link to Sign In", () => {
    renderAuthPage("/register", <RegisterPage />);
    for (const label of Object.keys(ASHA)) expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByLabelText("Email Address")).toHaveAttribute("type", "email");
    expect(screen.getByLabelText("Phone Number")).toHaveAttribute("type", "tel");
    expect(screen.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/login");
  });

  it("requires every field", async () => {
    await fillAndSubmit({});
    await screen.findByText("Please enter your first name.");
    for (const message of [
      "Please enter your first name.",
      "Please enter your last name.",
      "Please enter your phone number.",
      "Please enter a valid email address",
      "Password should be at least 6 characters.",
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(registerAccount).not.toHaveBeenCalled();
  });

  it("treats blank names as missing and checks the phone number", async () => {
    await fillAndSubmit({ ...ASHA, "First Name": "   ", "Phone Number": "12345" });
    expect(await screen.findByText("Please enter your first name.")).toBeInTheDocument();
    expect(screen.getByText("Please enter a valid 10-digit mobile number.")).toBeInTheDocument();
    expect(registerAccount).not.toHaveBeenCalled();
  });

  it("clears a field's message once the shopper types in it", async () => {
    const user = userEvent.setup();
    renderAuthPage("/register", <RegisterPage />);
    await user.click(screen.getByRole("button", { name: "Register" }));
    expect(await screen.findByText("Please enter your first name.")).toBeInTheDocument();
    await user.type(screen.getByLabelText("First Name"), "A");
    expect(screen.queryByText("Please enter your first name.")).not.toBeInTheDocument();
  });

  it("shows and hides the password", async () => {
    const user = userEvent.setup();
    renderAuthPage("/register", <RegisterPage />);
    await user.click(screen.getByRole("button", { name: "Show password" }));
    expect(screen.getByLabelText("Password")).toHaveAttribute("type", "text");
  });

  it("registers with trimmed names and sends the shopper to /login", async () => {
    vi.mocked(registerAccount).mockResolvedValue();
    await fillAndSubmit();
    expect(await screen.findByRole("heading", { name: "Login page" })).toBeInTheDocument();
    expect(registerAccount).toHaveBeenCalledWith({
      firstName: "Asha",
      lastName: "Rao",
      phone: "9876543210",
      email: "asha@example.in",
      password: "secret-pass-1",
    });
    expect(toastMessages()).toEqual([
      "success: Account created! Check your email for the verification link before logging in.",
    ]);
  });

  it.each([
    ["auth/email-already-in-use", "An account with this email already exists. Please sign in."],
    ["auth/internal-error", "Registration failed. Please try again."],
  ])("reports a failed registration (%s) inline and in a toast", async (code, message) => {
    vi.mocked(registerAccount).mockRejectedValue(firebaseError(code));
    await fillAndSubmit();
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    await waitFor(() => expect(toastMessages()).toEqual([`error: ${message}`]));
    expect(document.body).not.toHaveTextContent(/Firebase|auth\//);
    expect(screen.getByRole("button", { name: "Register" })).toBeEnabled();
  });

  it("says a registration past its time limit in words and keeps the form", async () => {
    vi.mocked(registerAccount).mockRejectedValue(new TimeLimitError("Storing the profile"));
    await fillAndSubmit();
    expect(await screen.findByRole("alert")).toHaveTextContent(NETWORK);
    expect(screen.getByLabelText("Email Address")).toHaveValue("asha@example.in");
    expect(screen.getByLabelText("Password")).toHaveValue("secret-pass-1");
    expect(screen.getByRole("button", { name: "Register" })).toBeEnabled();
  });
});
