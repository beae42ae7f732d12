import { describe, expect, it, vi } from "vitest";
import { AUTH_TIME_LIMIT_MS, withTimeLimit } from "../api/emailLinks";
import { firebaseError } from "./renderAuthPage";

// The time limit's module arrives over the network on first use; here it takes 50 ms.
vi.mock("../../../lib/timeLimit", async (original) => {
  await new Promise((resolve) => setTimeout(resolve, 50));
  return original();
});

describe("withTimeLimit while its module loads", () => {
  it("leaves no rejection unhandled when Auth refuses first (a spent link)", async () => {
    const unhandled: unknown[] = [];
    const seen = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", seen);
    try {
      const spent = firebaseError("auth/invalid-action-code");
      await expect(
        withTimeLimit(Promise.reject(spent), AUTH_TIME_LIMIT_MS, "Checking"),
      ).rejects.toBe(spent);
      expect(unhandled).toEqual([]);
    } finally {
      process.off("unhandledRejection", seen);
    }
  });
});
