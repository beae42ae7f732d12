import { StrictMode } from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import EmailLinkPage from "../EmailLinkPage";
import LoginPage from "../LoginPage";
import type * as emailLinks from "../api/emailLinks";
import { checkResetCode, confirmEmail, setNewPassword } from "../api/emailLinks";
import { TimeLimitError } from "../../../lib/timeLimit";
import { firebaseError } from "./renderAuthPage";

vi.mock("../api/account", () => ({ signInWithPassword: vi.fn(), signInWithGoogle: vi.fn() }));
vi.mock("../api/emailLinks", async (importOriginal) => ({
  ...(await importOriginal<typeof emailLinks>()),
  checkResetCode: vi.fn(),
  setNewPassword: vi.fn(),
  confirmEmail: vi.fn(),
}));

const RESET = "/auth/action?mode=resetPassword&oobCode=code-1&apiKey=k&lang=en";
const VERIFY = "/auth/action?mode=verifyEmail&oobCode=code-2&apiKey=k&lang=en";
const NETWORK = "Could not reach the server. Check your connection and try again.";
const withContinue = (url: string) => `${VERIFY}&continueUrl=${encodeURIComponent(url)}`;

/** The page at `entry` under StrictMode (its double effect), with Sign In and a shop page behind it. */
function open(entry: string) {
  render(
    <StrictMode>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/auth/action" element={<EmailLinkPage />} />
          <Route path="/login" element={<LoginPage />} />
          <Route path="/products" element={<h1>Products page</h1>} />
        </Routes>
      </MemoryRouter>
    </StrictMode>,
  );
  return userEvent.setup();
}

const alert = () => screen.findByRole("alert");

beforeEach(() => {
  vi.mocked(checkResetCode).mockReset();
  vi.mocked(setNewPassword).mockReset();
  vi.mocked(confirmEmail).mockReset();
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});

describe("/auth/action, password reset", () => {
  it("says it is checking the link while Auth answers", async () => {
    vi.mocked(checkResetCode).mockReturnValue(new Promise(() => undefined));
    open(RESET);
    expect(await screen.findByRole("status")).toHaveTextContent("Checking your link…");
    expect(screen.getByRole("heading", { name: "Reset your password" })).toBeInTheDocument();
    expect(screen.queryByLabelText("New password")).not.toBeInTheDocument();
    expect(checkResetCode).toHaveBeenCalledExactlyOnceWith("code-1");
  });

  it("asks for a new password with show/hide, checks it, saves it and goes to Sign In", async () => {
    vi.mocked(checkResetCode).mockResolvedValue("asha@example.in");
    vi.mocked(setNewPassword).mockResolvedValue(undefined);
    const user = open(RESET);
    expect(await screen.findByText("Choose a new password for asha@example.in.")).toBeVisible();
    const input = screen.getByLabelText("New password");
    expect(input).toHaveAttribute("type", "password");
    await user.click(screen.getByRole("button", { name: "Show password" }));
    expect(input).toHaveAttribute("type", "text");
    await user.click(screen.getByRole("button", { name: "Hide password" }));
    expect(input).toHaveAttribute("type", "password");

    await user.type(input, "short");
    await user.click(screen.getByRole("button", { name: "Save new password" }));
    expect(await screen.findByText("Password should be at least 6 characters.")).toBeVisible();
    expect(setNewPassword).not.toHaveBeenCalled();

    await user.type(input, "-and-long");
    await user.keyboard("{Enter}");
    expect(await screen.findByRole("heading", { name: "Sign In" })).toBeInTheDocument();
    expect(setNewPassword).toHaveBeenCalledExactlyOnceWith("code-1", "short-and-long");
    expect(screen.getByRole("status")).toHaveTextContent(
      "Your password has been changed. Sign in with your new password.",
    );
    expect(screen.getByLabelText("Email Address")).toHaveValue("asha@example.in");
  });

  it.each([
    [
      "auth/expired-action-code",
      "This password reset link has expired. Ask for a new one with 'Forgot password?' on Sign In.",
    ],
    [
      "auth/invalid-action-code",
      "This password reset link has already been used or is not valid. Ask for a new one with 'Forgot password?' on Sign In.",
    ],
    ["auth/user-not-found", "The account this link was sent for no longer exists."],
  ])("explains a refused code (%s) and offers Sign In, with no form", async (code, text) => {
    vi.mocked(checkResetCode).mockRejectedValue(firebaseError(code));
    const user = open(RESET);
    expect(await alert()).toHaveTextContent(text);
    expect(screen.queryByLabelText("New password")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Try again" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "Go to Sign In" }));
    expect(await screen.findByRole("heading", { name: "Sign In" })).toBeInTheDocument();
  });

  it("keeps the form when saving fails for a reason that is not the link's", async () => {
    vi.mocked(checkResetCode).mockResolvedValue("asha@example.in");
    vi.mocked(setNewPassword)
      .mockRejectedValueOnce(new TimeLimitError("Saving the new password took over 20000 ms"))
      .mockRejectedValueOnce(firebaseError("auth/expired-action-code"));
    const user = open(RESET);
    await user.type(await screen.findByLabelText("New password"), "a-new-secret");
    await user.click(screen.getByRole("button", { name: "Save new password" }));
    expect(await alert()).toHaveTextContent(NETWORK);
    expect(screen.getByLabelText("New password")).toHaveValue("a-new-secret");

    await user.click(screen.getByRole("button", { name: "Save new password" }));
    expect(await screen.findByText(/This password reset link has expired\./)).toBeVisible();
    expect(screen.queryByLabelText("New password")).not.toBeInTheDocument();
  });

  it("says an incomplete link in words and asks Auth nothing", async () => {
    open("/auth/action?mode=resetPassword&apiKey=k");
    expect(await alert()).toHaveTextContent(
      "This link is incomplete. Open it again from the e-mail, or copy the whole address into your browser.",
    );
    expect(screen.getByRole("heading", { name: "Reset your password" })).toBeInTheDocument();
    expect(checkResetCode).not.toHaveBeenCalled();
  });
});

describe("/auth/action, e-mail verification", () => {
  it("verifies the address once, says so and continues to Sign In", async () => {
    vi.mocked(confirmEmail).mockResolvedValue(undefined);
    const user = open(withContinue(`${window.location.origin}/login`));
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Your email address is verified. You can now sign in.",
    );
    expect(screen.getByRole("heading", { name: "Verify your email" })).toBeInTheDocument();
    expect(confirmEmail).toHaveBeenCalledExactlyOnceWith("code-2");
    await user.click(screen.getByRole("link", { name: "Continue to Sign In" }));
    expect(await screen.findByRole("heading", { name: "Sign In" })).toBeInTheDocument();
  });

  it("continues to another page of the shop when the link names one", async () => {
    vi.mocked(confirmEmail).mockResolvedValue(undefined);
    const user = open(withContinue(`${window.location.origin}/products?from=mail`));
    const link = await screen.findByRole("link", { name: "Continue" });
    expect(link).toHaveAttribute("href", "/products?from=mail");
    await user.click(link);
    expect(await screen.findByRole("heading", { name: "Products page" })).toBeInTheDocument();
  });

  it.each([
    "https://evil.example/products",
    "//evil.example/products",
    "javascript:alert(1)",
    "http://[not a url",
  ])("ignores a continue URL off the shop (%s) and offers Sign In", async (continueUrl) => {
    vi.mocked(confirmEmail).mockResolvedValue(undefined);
    open(withContinue(continueUrl));
    const link = await screen.findByRole("link", { name: "Continue to Sign In" });
    expect(link).toHaveAttribute("href", "/login");
  });

  it.each([
    [
      "auth/expired-action-code",
      "This verification link has expired. Sign in and we will send you a new one.",
    ],
    [
      "auth/invalid-action-code",
      "This verification link has already been used or is not valid. If your email is not verified yet, sign in and we will send you a new one.",
    ],
  ])("explains a refused code (%s)", async (code, text) => {
    vi.mocked(confirmEmail).mockRejectedValue(firebaseError(code));
    open(VERIFY);
    expect(await alert()).toHaveTextContent(text);
    expect(screen.getByRole("link", { name: "Go to Sign In" })).toHaveAttribute("href", "/login");
    expect(screen.queryByRole("link", { name: "Back to Sign In" })).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/Firebase|auth\//);
  });

  it("offers to try again after a network failure", async () => {
    vi.mocked(confirmEmail)
      .mockRejectedValueOnce(firebaseError("auth/network-request-failed"))
      .mockResolvedValueOnce(undefined);
    const user = open(VERIFY);
    expect(await alert()).toHaveTextContent(NETWORK);
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Your email address is verified. You can now sign in.",
    );
    expect(confirmEmail).toHaveBeenCalledTimes(2);
  });

  it("treats a mode the shop does not handle as an incomplete link", async () => {
    open("/auth/action?mode=recoverEmail&oobCode=code-3");
    expect(await alert()).toHaveTextContent(/^This link is incomplete\./);
    expect(screen.getByRole("heading", { name: "Account link" })).toBeInTheDocument();
    expect(confirmEmail).not.toHaveBeenCalled();
  });
});
