import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import LoginPage from "../LoginPage";
import { signInWithGoogle, signInWithPassword } from "../api/account";
import { TimeLimitError } from "../../../lib/timeLimit";
import { firebaseError, renderAuthPage, resetToasts, toastMessages } from "./renderAuthPage";

vi.mock("../api/account", () => ({
  signInWithPassword: vi.fn(),
  signInWithGoogle: vi.fn(),
  registerAccount: vi.fn(),
}));

const FAILED = "Sign-in failed. Check your credentials again";

beforeEach(() => {
  vi.mocked(signInWithPassword).mockReset();
  vi.mocked(signInWithGoogle).mockReset();
  resetToasts();
});

async function fillAndSubmit(email = "asha@example.in", password = "secret-pass-1") {
  const user = userEvent.setup();
  renderAuthPage("/login", <LoginPage />);
  if (email) await user.type(screen.getByLabelText("Email Address"), email);
  if (password) await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Sign In" }));
  return user;
}

describe("LoginPage", () => {
  it("has the labelled fields, both sign-in buttons and a link to Register", () => {
    renderAuthPage("/login", <LoginPage />);
    expect(screen.getByLabelText("Email Address")).toHaveAttribute("type", "email");
    expect(screen.getByLabelText("Password")).toHaveAttribute("type", "password");
    expect(screen.getByRole("button", { name: "Sign in with Google" })).toBeEnabled();
    expect(screen.getByRole("link", { name: "Register" })).toHaveAttribute("href", "/register");
    expect(screen.getByRole("link", { name: "AquaSense home" })).toHaveAttribute("href", "/");
  });

  it("asks for both fields and sends nothing while they are missing", async () => {
    await fillAndSubmit("", "");
    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
    expect(screen.getByText("Please enter your password.")).toBeInTheDocument();
    expect(screen.getByLabelText("Email Address")).toHaveAttribute("aria-invalid", "true");
    expect(signInWithPassword).not.toHaveBeenCalled();
  });

  it("rejects an address without a dot after the @", async () => {
    await fillAndSubmit("asha@example");
    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
    expect(signInWithPassword).not.toHaveBeenCalled();
  });

  it("shows and hides the password", async () => {
    const user = userEvent.setup();
    renderAuthPage("/login", <LoginPage />);
    const input = screen.getByLabelText("Password");
    await user.click(screen.getByRole("button", { name: "Show password" }));
    expect(input).toHaveAttribute("type", "text");
    await user.click(screen.getByRole("button", { name: "Hide password" }));
    expect(input).toHaveAttribute("type", "password");
  });

  it("signs a verified shopper in and goes home with a toast", async () => {
    vi.mocked(signInWithPassword).mockResolvedValue({ outcome: "signed-in" });
    await fillAndSubmit(" asha@example.in ");
    expect(await screen.findByRole("heading", { name: "Home page" })).toBeInTheDocument();
    expect(signInWithPassword).toHaveBeenCalledWith("asha@example.in", "secret-pass-1");
    expect(toastMessages()).toEqual(["success: Signed in successfully."]);
  });

  it("says a wrong password in words, inline and in a toast, never as a raw code", async () => {
    vi.mocked(signInWithPassword).mockRejectedValue(firebaseError("auth/invalid-credential"));
    await fillAndSubmit();
    expect(await screen.findByRole("alert")).toHaveTextContent(FAILED);
    expect(toastMessages()).toEqual(["error: Incorrect email or password."]);
    expect(document.body).not.toHaveTextContent(/Firebase|auth\//);
    expect(screen.getByRole("button", { name: "Sign In" })).toBeEnabled();
  });

  it("falls back to 'Sign-in failed.' for errors it cannot name", async () => {
    vi.mocked(signInWithPassword).mockRejectedValue(firebaseError("auth/internal-error"));
    await fillAndSubmit();
    expect(await screen.findByRole("alert")).toHaveTextContent(FAILED);
    expect(toastMessages()).toEqual(["error: Sign-in failed."]);
  });

  it("resends the link to an unverified address and stays on /login", async () => {
    vi.mocked(signInWithPassword).mockResolvedValue({ outcome: "unverified", resent: true });
    await fillAndSubmit();
    await waitFor(() =>
      expect(toastMessages()).toEqual([
        "error: Your email is not verified yet.",
        "info: Verification email sent. Please check your inbox.",
      ]),
    );
    expect(screen.getByRole("status")).toHaveTextContent("asha@example.in");
    expect(screen.queryByText(FAILED)).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign In" })).toBeInTheDocument();
  });

  it("tells an unverified shopper when the link could not be resent", async () => {
    vi.mocked(signInWithPassword).mockResolvedValue({
      outcome: "unverified",
      resent: false,
      error: firebaseError("auth/too-many-requests"),
    });
    await fillAndSubmit();
    await waitFor(() =>
      expect(toastMessages()).toEqual([
        "error: Your email is not verified yet.",
        "error: Too many attempts. Please wait a few minutes and try again.",
      ]),
    );
  });

  it("treats a Google account whose address Google has not verified like an unverified e-mail", async () => {
    vi.mocked(signInWithGoogle).mockResolvedValue({
      outcome: "unverified",
      resent: true,
      email: "ravi@gmail.example",
    });
    const user = userEvent.setup();
    renderAuthPage("/login", <LoginPage />);
    await user.click(screen.getByRole("button", { name: "Sign in with Google" }));
    await waitFor(() =>
      expect(toastMessages()).toEqual([
        "error: Your email is not verified yet.",
        "info: Verification email sent. Please check your inbox.",
      ]),
    );
    expect(screen.getByRole("status")).toHaveTextContent("ravi@gmail.example");
    expect(screen.queryByRole("heading", { name: "Home page" })).not.toBeInTheDocument();
  });

  it("signs in with Google and goes home", async () => {
    vi.mocked(signInWithGoogle).mockResolvedValue({ outcome: "signed-in" });
    const user = userEvent.setup();
    renderAuthPage("/login", <LoginPage />);
    await user.click(screen.getByRole("button", { name: "Sign in with Google" }));
    expect(await screen.findByRole("heading", { name: "Home page" })).toBeInTheDocument();
    expect(toastMessages()).toEqual(["success: Signed in with Google."]);
  });

  it.each([
    ["auth/popup-closed-by-user", "The Google sign-in window was closed before you finished."],
    ["auth/internal-error", "Google sign-in failed."],
  ])("reports a failed Google sign-in (%s)", async (code, message) => {
    vi.mocked(signInWithGoogle).mockRejectedValue(firebaseError(code));
    const user = userEvent.setup();
    renderAuthPage("/login", <LoginPage />);
    await user.click(screen.getByRole("button", { name: "Sign in with Google" }));
    await waitFor(() => expect(toastMessages()).toEqual([`error: ${message}`]));
    expect(screen.getByRole("button", { name: "Sign in with Google" })).toBeEnabled();
  });

  it("says a sign-in past its time limit in words and keeps what was typed", async () => {
    vi.mocked(signInWithPassword).mockRejectedValue(new TimeLimitError("Signing in"));
    await fillAndSubmit();
    expect(await screen.findByRole("alert")).toHaveTextContent(FAILED);
    expect(toastMessages()).toEqual([
      "error: Could not reach the server. Check your connection and try again.",
    ]);
    expect(screen.getByLabelText("Email Address")).toHaveValue("asha@example.in");
    expect(screen.getByLabelText("Password")).toHaveValue("secret-pass-1");
  });
});
