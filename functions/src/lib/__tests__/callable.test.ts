import { logger } from "firebase-functions";
import { HttpsError } from "firebase-functions/v2/https";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { CALLABLES, DomainError, type CallableContract } from "../../domain";
import * as deployed from "../../index";
import { callAs } from "../../testing/harness";
import { contractNameOf, onContractCall } from "../callable";

const FALLBACK = "Something broke. Please try again.";

/** A customers-only contract of the test's own: one field in, one out. */
const echo = {
  name: "echo",
  timeoutSeconds: 30,
  fallback: FALLBACK,
  refusals: {
    unauthenticated: "server",
    "failed-precondition": "server",
    "invalid-argument": "server",
    "not-found": "server",
  },
  input: z.object({ word: z.string({ error: "Say a word." }) }),
  output: z.object({ echoed: z.string() }),
} as const satisfies CallableContract<"echo">;

const ASHA = { uid: "asha" };

describe("index.ts and the contracts", () => {
  it("exports every contract, shopper's and console's, and only contracts, under its name, made from it", () => {
    const callables = Object.entries(deployed)
      .filter(([, fn]) => "callableTrigger" in (fn as { __endpoint: object }).__endpoint)
      .map(([name]) => name)
      .sort();
    expect(callables).toEqual(Object.keys(CALLABLES).sort());
    for (const name of callables) {
      expect(contractNameOf(deployed[name as keyof typeof deployed])).toBe(name);
    }
  });
});

describe("onContractCall", () => {
  const callEcho = (handler: () => Promise<{ echoed: string }>, data: unknown = { word: "hi" }) =>
    callAs(onContractCall(echo, { signIn: "Please sign in." }, handler), ASHA, data);

  it("hands the handler the parsed input and the customer's uid", async () => {
    const fn = onContractCall(echo, { signIn: "Please sign in." }, async ({ word }, { uid }) => ({
      echoed: `${uid}:${word}`,
    }));
    await expect(callAs(fn, ASHA, { word: "hi", extra: 1 })).resolves.toEqual({
      echoed: "asha:hi",
    });
  });

  it("refuses a signed-out caller before reading the input", async () => {
    const fn = onContractCall(echo, { signIn: "Please sign in." }, () => {
      throw new Error("must not run");
    });
    await expect(callAs(fn, null, {})).rejects.toMatchObject({
      code: "unauthenticated",
      message: "Please sign in.",
    });
  });

  it("will not make a customers-only callable whose contract omits the sign-in refusals", () => {
    const refusals = { "invalid-argument": "server", "failed-precondition": "server" } as const;
    expect(() =>
      onContractCall({ ...echo, refusals }, { signIn: "Please sign in." }, () =>
        Promise.resolve({ echoed: "" }),
      ),
    ).toThrow("echo: a customers-only callable must declare unauthenticated,failed-precondition");
  });

  it("refuses input the schema rejects with its first problem", async () => {
    const handler = vi.fn(() => Promise.resolve({ echoed: "" }));
    await expect(callEcho(handler, {})).rejects.toMatchObject({
      code: "invalid-argument",
      message: "Say a word.",
    });
    expect(handler).not.toHaveBeenCalled();
  });

  it.each([
    ["an HttpsError", () => new HttpsError("not-found", "No such word.")],
    ["a DomainError", () => new DomainError("not-found", "No such word.")],
  ])("lets a declared refusal through as it is (%s)", async (_case, refusal) => {
    await expect(callEcho(() => Promise.reject(refusal()))).rejects.toMatchObject({
      code: "not-found",
      message: "No such word.",
    });
  });

  it.each([
    ["an HttpsError", () => new HttpsError("permission-denied", "Internal detail.")],
    ["a DomainError", () => new DomainError("resource-exhausted", "Internal detail.")],
  ])("logs an undeclared refusal code and answers internal (%s)", async (_case, refusal) => {
    const error = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const caught = await callEcho(() => Promise.reject(refusal())).catch((e: unknown) => e);
    expect(caught).toBeInstanceOf(HttpsError);
    expect(caught).toMatchObject({ code: "internal", message: FALLBACK });
    expect(error).toHaveBeenCalledWith(
      "echo refused with a code its contract does not declare",
      expect.objectContaining({ message: "Internal detail." }),
    );
  });

  it("logs anything unexpected and answers internal with the fallback", async () => {
    const error = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    await expect(callEcho(() => Promise.reject(new Error("disk full")))).rejects.toMatchObject({
      code: "internal",
      message: FALLBACK,
    });
    expect(error).toHaveBeenCalledWith("echo failed", expect.anything());
  });
});
