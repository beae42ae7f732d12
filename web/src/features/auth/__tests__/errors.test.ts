import { describe, expect, it } from "vitest";
import { authErrorMessage } from "../api/errors";
import { firebaseError } from "./renderAuthPage";

describe("authErrorMessage", () => {
  it.each([
    ["auth/invalid-credential", "Incorrect email or password."],
    ["auth/wrong-password", "Incorrect email or password."],
    ["auth/user-not-found", "Incorrect email or password."],
    ["auth/user-disabled", "This account has been disabled. Please contact support."],
    ["auth/email-already-in-use", "An account with this email already exists. Please sign in."],
    ["auth/weak-password", "Password should be at least 6 characters."],
    [
      "auth/network-request-failed",
      "Could not reach the server. Check your connection and try again.",
    ],
    [
      "auth/popup-blocked",
      "Your browser blocked the Google sign-in window. Allow pop-ups and try again.",
    ],
  ])("turns %s into words", (code, message) => {
    expect(authErrorMessage(firebaseError(code), "fallback")).toBe(message);
  });

  it.each([
    ["an unknown code", firebaseError("auth/internal-error")],
    ["an error without a code", new Error("Firebase: boom")],
    ["a non-error", "boom"],
    ["nothing", undefined],
  ])("uses the fallback for %s", (_, error) => {
    expect(authErrorMessage(error, "Sign-in failed.")).toBe("Sign-in failed.");
  });
});
