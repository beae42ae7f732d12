import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { registerAccount, signInWithGoogle, signInWithPassword } from "../api/account";
import {
  AUTH_TIME_LIMIT_MS,
  PROFILE_WRITE_TIME_LIMIT_MS,
  checkResetCode,
  confirmEmail,
  sendPasswordReset,
  setNewPassword,
} from "../api/emailLinks";
import { TimeLimitError } from "../../../lib/timeLimit";
import { firebaseError } from "./renderAuthPage";

const sdk = vi.hoisted(() => ({
  createUserWithEmailAndPassword: vi.fn(),
  updateProfile: vi.fn(),
  sendEmailVerification: vi.fn(),
  sendPasswordResetEmail: vi.fn(),
  signInWithEmailAndPassword: vi.fn(),
  signInWithPopup: vi.fn(),
  signOut: vi.fn(),
  GoogleAuthProvider: vi.fn(),
  browserPopupRedirectResolver: {},
  verifyPasswordResetCode: vi.fn(),
  confirmPasswordReset: vi.fn(),
  applyActionCode: vi.fn(),
}));
const profile = vi.hoisted(() => ({
  createPasswordProfile: vi.fn(),
  ensureGoogleProfile: vi.fn(),
}));
vi.mock("../../../lib/sdk/authAccount", () => sdk);
vi.mock("../../../lib/firebase", () => ({ getAuthClient: vi.fn(async () => ({ auth: 1 })) }));
vi.mock("../api/profile", () => profile);

const never = () => new Promise<never>(() => undefined);
const user = { uid: "u1", emailVerified: true, delete: vi.fn(async () => undefined) };

/** Settles `work` as a value or its error, and checks it waited exactly `ms`. */
async function settlesAfter<T>(work: Promise<T>, ms: number): Promise<unknown> {
  const outcome = work.then(
    (value) => value,
    (error: unknown) => error,
  );
  await vi.advanceTimersByTimeAsync(ms - 1);
  expect(await Promise.race([outcome, Promise.resolve("waiting")])).toBe("waiting");
  await vi.advanceTimersByTimeAsync(1);
  return outcome;
}

beforeEach(() => {
  vi.clearAllMocks();
  sdk.signOut.mockResolvedValue(undefined);
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => vi.useRealTimers());

describe("sendPasswordReset", () => {
  it("asks Auth for the reset e-mail of the trimmed address, with a link back to Sign In", async () => {
    sdk.sendPasswordResetEmail.mockResolvedValue(undefined);
    await sendPasswordReset(" asha@example.in ");
    expect(sdk.sendPasswordResetEmail).toHaveBeenCalledWith({ auth: 1 }, "asha@example.in", {
      url: `${window.location.origin}/login`,
    });
  });

  it("answers an unknown address like a known one", async () => {
    sdk.sendPasswordResetEmail.mockRejectedValue(firebaseError("auth/user-not-found"));
    await expect(sendPasswordReset("nobody@example.in")).resolves.toBeUndefined();
  });

  it("passes any other failure on", async () => {
    const offline = firebaseError("auth/network-request-failed");
    sdk.sendPasswordResetEmail.mockRejectedValue(offline);
    await expect(sendPasswordReset("asha@example.in")).rejects.toBe(offline);
  });

  it("gives up after its time limit", async () => {
    vi.useFakeTimers();
    sdk.sendPasswordResetEmail.mockReturnValue(never());
    const outcome = await settlesAfter(sendPasswordReset("asha@example.in"), AUTH_TIME_LIMIT_MS);
    expect(outcome).toBeInstanceOf(TimeLimitError);
  });
});

describe("time limits of the other account calls", () => {
  it("e-mail sign-in gives up after its time limit", async () => {
    vi.useFakeTimers();
    sdk.signInWithEmailAndPassword.mockReturnValue(never());
    const outcome = await settlesAfter(signInWithPassword("a@b.in", "pw"), AUTH_TIME_LIMIT_MS);
    expect(outcome).toBeInstanceOf(TimeLimitError);
  });

  it("registration undoes the account when the profile write takes too long", async () => {
    vi.useFakeTimers();
    sdk.createUserWithEmailAndPassword.mockResolvedValue({ user });
    sdk.updateProfile.mockResolvedValue(undefined);
    profile.createPasswordProfile.mockReturnValue(never());
    const input = { firstName: "Asha", lastName: "Rao", phone: "9876543210" };
    const registering = registerAccount({ ...input, email: "a@b.in", password: "secret" });
    const outcome = await settlesAfter(registering, PROFILE_WRITE_TIME_LIMIT_MS);
    expect(outcome).toBeInstanceOf(TimeLimitError);
    expect(user.delete).toHaveBeenCalledOnce();
    expect(sdk.signOut).toHaveBeenCalledOnce();
  });

  it("Google sign-in keeps the session when the profile write takes too long", async () => {
    vi.useFakeTimers();
    sdk.signInWithPopup.mockResolvedValue({ user });
    profile.ensureGoogleProfile.mockReturnValue(never());
    const outcome = await settlesAfter(signInWithGoogle(), PROFILE_WRITE_TIME_LIMIT_MS);
    expect(outcome).toEqual({ outcome: "signed-in" });
    expect(sdk.signOut).not.toHaveBeenCalled();
  });

  it("Google sign-in with an address Google has not verified sends the link and signs out", async () => {
    const google = { ...user, emailVerified: false, email: "ravi@gmail.example" };
    sdk.signInWithPopup.mockResolvedValue({ user: google });
    sdk.sendEmailVerification.mockResolvedValue(undefined);
    await expect(signInWithGoogle()).resolves.toEqual({
      outcome: "unverified",
      resent: true,
      email: "ravi@gmail.example",
    });
    expect(sdk.sendEmailVerification).toHaveBeenCalledWith(google, {
      url: `${window.location.origin}/login`,
    });
    expect(sdk.signOut).toHaveBeenCalledOnce();
    expect(profile.ensureGoogleProfile).not.toHaveBeenCalled();
  });
});

describe("the verification e-mail and the e-mail links' calls", () => {
  const backToSignIn = { url: `${window.location.origin}/login` };

  it("sends the verification e-mail with a link back to Sign In, on registering", async () => {
    sdk.createUserWithEmailAndPassword.mockResolvedValue({ user });
    sdk.updateProfile.mockResolvedValue(undefined);
    profile.createPasswordProfile.mockResolvedValue(undefined);
    sdk.sendEmailVerification.mockResolvedValue(undefined);
    const input = { firstName: "Asha", lastName: "Rao", phone: "9876543210" };
    await registerAccount({ ...input, email: "a@b.in", password: "secret" });
    expect(sdk.sendEmailVerification).toHaveBeenCalledExactlyOnceWith(user, backToSignIn);
  });

  it("sends it again with the same link when an unverified address signs in", async () => {
    const unverified = { ...user, emailVerified: false };
    sdk.signInWithEmailAndPassword.mockResolvedValue({ user: unverified });
    sdk.sendEmailVerification.mockResolvedValue(undefined);
    await expect(signInWithPassword("a@b.in", "pw")).resolves.toEqual({
      outcome: "unverified",
      resent: true,
    });
    expect(sdk.sendEmailVerification).toHaveBeenCalledExactlyOnceWith(unverified, backToSignIn);
  });

  it("hands each code to Auth as it came", async () => {
    sdk.verifyPasswordResetCode.mockResolvedValue("asha@example.in");
    sdk.confirmPasswordReset.mockResolvedValue(undefined);
    sdk.applyActionCode.mockResolvedValue(undefined);
    await expect(checkResetCode("c1")).resolves.toBe("asha@example.in");
    await setNewPassword("c1", "a-new-secret");
    await confirmEmail("c2");
    expect(sdk.verifyPasswordResetCode).toHaveBeenCalledWith({ auth: 1 }, "c1");
    expect(sdk.confirmPasswordReset).toHaveBeenCalledWith({ auth: 1 }, "c1", "a-new-secret");
    expect(sdk.applyActionCode).toHaveBeenCalledWith({ auth: 1 }, "c2");
  });

  it.each<[string, () => Promise<unknown>, typeof sdk.applyActionCode]>([
    ["checking a reset code", () => checkResetCode("c1"), sdk.verifyPasswordResetCode],
    ["saving a new password", () => setNewPassword("c1", "pw-123456"), sdk.confirmPasswordReset],
    ["verifying an address", () => confirmEmail("c2"), sdk.applyActionCode],
  ])("%s gives up after its time limit", async (_what, call, sdkCall) => {
    vi.useFakeTimers();
    sdkCall.mockReturnValue(never());
    const outcome = await settlesAfter(call(), AUTH_TIME_LIMIT_MS);
    expect(outcome).toBeInstanceOf(TimeLimitError);
  });
});
