import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import LoginPage from "../LoginPage";
import type * as emailLinks from "../api/emailLinks";
import { sendPasswordReset } from "../api/emailLinks";
import { TimeLimitError } from "../../../lib/timeLimit";
import { firebaseError, renderAuthPage } from "./renderAuthPage";

vi.mock("../api/account", () => ({ signInWithPassword: vi.fn(), signInWithGoogle: vi.fn() }));
vi.mock("../api/emailLinks", async (importOriginal) => ({
  ...(await importOriginal<typeof emailLinks>()),
  sendPasswordReset: vi.fn(),
}));

const SENT =
  "If an account exists for asha@example.in, we have sent it a link to choose a new password. Check your inbox.";
const NETWORK = "Could not reach the server. Check your connection and try again.";

beforeEach(() => {
  vi.mocked(sendPasswordReset).mockReset();
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});

/** /login with an address typed, then "Forgot password?". */
async function openReset(email = "asha@example.in") {
  const user = userEvent.setup();
  renderAuthPage("/login", <LoginPage />);
  if (email) await user.type(screen.getByLabelText("Email Address"), email);
  await user.click(screen.getByRole("button", { name: "Forgot password?" }));
  await screen.findByRole("heading", { name: "Reset your password" });
  await screen.findByRole("button", { name: "Send reset link" });
  return user;
}

const sendButton = () => screen.getByRole("button", { name: "Send reset link" });

describe("Forgot password? on /login", () => {
  it("opens in the card with the typed address carried over and focused", async () => {
    await openReset();
    const input = screen.getByLabelText("Email Address");
    expect(input).toHaveValue("asha@example.in");
    expect(input).toHaveFocus();
    expect(screen.queryByLabelText("Password")).not.toBeInTheDocument();
  });

  it("checks the address like Sign In and sends nothing while it is wrong", async () => {
    const user = await openReset("asha@example");
    await user.click(sendButton());
    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
    expect(screen.getByLabelText("Email Address")).toHaveAttribute("aria-invalid", "true");
    expect(sendPasswordReset).not.toHaveBeenCalled();
  });

  it("sends the reset e-mail and says so without saying whether the account exists", async () => {
    vi.mocked(sendPasswordReset).mockResolvedValue(undefined);
    const user = await openReset();
    await user.keyboard("{Enter}");
    expect(await screen.findByRole("status")).toHaveTextContent(SENT);
    expect(sendPasswordReset).toHaveBeenCalledWith("asha@example.in");
    expect(sendButton()).toBeEnabled();
  });

  it("says a network failure or the time limit in words and keeps the address", async () => {
    vi.mocked(sendPasswordReset)
      .mockRejectedValueOnce(firebaseError("auth/network-request-failed"))
      .mockRejectedValueOnce(new TimeLimitError("Sending the reset e-mail took over 20000 ms"));
    const user = await openReset();
    await user.click(sendButton());
    expect(await screen.findByRole("alert")).toHaveTextContent(NETWORK);
    await user.click(sendButton());
    expect(await screen.findByRole("alert")).toHaveTextContent(NETWORK);
    expect(screen.getByLabelText("Email Address")).toHaveValue("asha@example.in");
    expect(document.body).not.toHaveTextContent(/Firebase|auth\//);
  });

  it("uses its own words for an error the table does not know", async () => {
    vi.mocked(sendPasswordReset).mockRejectedValue(firebaseError("auth/internal-error"));
    const user = await openReset();
    await user.click(sendButton());
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Could not send the reset email. Please try again.",
    );
  });

  it("goes back to Sign In with the form as it was and focus on the link", async () => {
    const user = await openReset();
    await user.click(screen.getByRole("button", { name: "Back to Sign In" }));
    expect(await screen.findByRole("heading", { name: "Sign In" })).toBeInTheDocument();
    expect(screen.getByLabelText("Email Address")).toHaveValue("asha@example.in");
    expect(screen.getByRole("button", { name: "Forgot password?" })).toHaveFocus();
  });
});
