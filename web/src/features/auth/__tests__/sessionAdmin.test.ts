import { beforeEach, describe, expect, it, vi } from "vitest";

// The Auth SDK's listener, driven by hand: each call is one auth state change.
const authState = vi.hoisted(() => ({
  listener: undefined as ((user: unknown) => void) | undefined,
  emit(user: unknown) {
    if (!this.listener) throw new Error("the session listener has not subscribed");
    this.listener(user);
  },
}));
const readIsAdmin = vi.hoisted(() => vi.fn<(user: { uid: string }) => Promise<boolean>>());

vi.mock("../../../lib/firebase", () => ({ getAuthClient: () => Promise.resolve({}) }));
vi.mock("firebase/auth", () => ({
  onAuthStateChanged: (_auth: unknown, listener: (user: unknown) => void) => {
    authState.listener = listener;
  },
}));
vi.mock("../api/adminFlag", () => ({ readIsAdmin }));

const { startSessionListener, useSession } = await import("../session");

const authUser = (uid: string) => ({
  uid,
  email: `${uid}@example.in`,
  displayName: null,
  photoURL: null,
  emailVerified: true,
  providerData: [{ providerId: "password" }],
  getIdToken: () => Promise.resolve(`token-${uid}`),
});

describe("the admin flag after sign-in (spec §4)", () => {
  beforeEach(async () => {
    readIsAdmin.mockReset();
    startSessionListener();
    await vi.waitFor(() => expect(authState.listener).toBeTypeOf("function"));
    authState.emit(null);
  });

  it("is read for the signed-in shopper and kept", async () => {
    readIsAdmin.mockResolvedValueOnce(true);
    authState.emit(authUser("asha"));
    expect(useSession.getState()).toMatchObject({ status: "signed-in", isAdmin: false });
    await vi.waitFor(() => expect(useSession.getState().isAdmin).toBe(true));
    expect(readIsAdmin).toHaveBeenCalledWith(expect.objectContaining({ uid: "asha" }));
  });

  it("is dropped when the shopper signs out before the read answers", async () => {
    let answer: (isAdmin: boolean) => void = () => {};
    readIsAdmin.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    authState.emit(authUser("ravi"));
    await vi.waitFor(() => expect(readIsAdmin).toHaveBeenCalled());
    authState.emit(null);
    answer(true);
    await Promise.resolve();
    await Promise.resolve();
    expect(useSession.getState()).toMatchObject({ status: "signed-out", isAdmin: false });
  });

  it("is not read at all when the shopper signs out before the page painted", async () => {
    authState.emit(authUser("kiran"));
    authState.emit(null);
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10)));
    expect(readIsAdmin).not.toHaveBeenCalled();
  });

  it("waits until the page the sign-in unlocked has painted", async () => {
    readIsAdmin.mockResolvedValueOnce(false);
    authState.emit(authUser("devi"));
    expect(readIsAdmin).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(readIsAdmin).toHaveBeenCalledTimes(1));
  });

  it("stays false when the profile cannot be read", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    readIsAdmin.mockRejectedValueOnce(new Error("HTTP 403"));
    authState.emit(authUser("meera"));
    await vi.waitFor(() =>
      expect(logged).toHaveBeenCalledWith("Could not read the profile", expect.any(Error)),
    );
    expect(useSession.getState()).toMatchObject({ status: "signed-in", isAdmin: false });
  });
});
