/**
 * onContractCall's `rateLimit` on a contract of the test's own: what is
 * counted, when, per whom, and under a burst. The deployed callables'
 * limits, one by one: shopperCallLimits.test.ts, adminCallLimits.test.ts.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { CALLABLES, callRateLimitPath, type CallableContract } from "../../domain";
import * as deployed from "../../index";
import { CALL_LIMITS, callAs, clearFirestore } from "../../testing/harness";
import { onContractCall, rateLimitOf } from "../callable";
import { db } from "../firestore";

const TOO_MANY = "Too many attempts. Please wait a few minutes and try again.";
const LIMIT = { max: 5, windowMs: 60_000 };

/** A customers-only contract of the test's own that declares the limit's refusal. */
const echo = {
  name: "echo",
  fallback: "Something broke.",
  timeoutSeconds: 30,
  refusals: {
    unauthenticated: "server",
    "failed-precondition": "server",
    "invalid-argument": "server",
    "resource-exhausted": "server",
  },
  input: z.object({ word: z.string({ error: "Say a word." }) }),
  output: z.object({ echoed: z.string() }),
} as const satisfies CallableContract<"echo">;

const hitsOf = async (uid: string): Promise<unknown[] | undefined> =>
  (await db().doc(callRateLimitPath("echo", uid)).get()).get("hits") as unknown[] | undefined;

function limitedEcho() {
  const handler = vi.fn(({ word }: { word: string }) => Promise.resolve({ echoed: word }));
  const fn = onContractCall(echo, { signIn: "Please sign in.", rateLimit: LIMIT }, handler);
  return {
    fn,
    handler,
    call: (uid: string, data: unknown = { word: "hi" }) => callAs(fn, { uid }, data),
  };
}

beforeEach(clearFirestore);

describe("the deployed callables' limits", () => {
  it("limits every shopper and console callable per account, as their entries say", () => {
    const limited = Object.keys(CALLABLES)
      // Open to anonymous visitors: limited per network and per account itself (docs/contact.md).
      .filter((name) => name !== "sendContactMessage")
      .sort();
    expect(Object.keys(CALL_LIMITS).sort()).toEqual(limited);
    for (const name of limited) {
      const fn = deployed[name as keyof typeof deployed];
      expect(rateLimitOf(fn)).toEqual(CALL_LIMITS[name as keyof typeof CALL_LIMITS]);
    }
    expect(rateLimitOf(deployed.sendContactMessage)).toBeUndefined();
  });
});

describe("onContractCall with a rate limit", () => {
  it("runs the first max calls, then refuses the next before the handler, counting nothing", async () => {
    const { handler, call } = limitedEcho();
    for (let i = 0; i < LIMIT.max; i += 1)
      await expect(call("asha")).resolves.toEqual({ echoed: "hi" });

    await expect(call("asha")).rejects.toMatchObject({
      code: "resource-exhausted",
      message: TOO_MANY,
    });
    expect(handler).toHaveBeenCalledTimes(LIMIT.max);
    expect(await hitsOf("asha")).toHaveLength(LIMIT.max);
  });

  it("counts each account on its own", async () => {
    const { call } = limitedEcho();
    for (let i = 0; i < LIMIT.max; i += 1) await call("asha");
    await expect(call("ravi")).resolves.toEqual({ echoed: "hi" });
    expect(await hitsOf("ravi")).toHaveLength(1);
  });

  it("forgets calls older than the window", async () => {
    const { call } = limitedEcho();
    const old = Array.from({ length: LIMIT.max }, (_, i) => Date.now() - LIMIT.windowMs - i);
    await db().doc(callRateLimitPath("echo", "asha")).set({ hits: old });
    await expect(call("asha")).resolves.toEqual({ echoed: "hi" });
    expect(await hitsOf("asha")).toHaveLength(1);
  });

  it("does not count input it refuses, nor a signed-out caller", async () => {
    const { fn, call } = limitedEcho();
    await expect(call("asha", {})).rejects.toMatchObject({ code: "invalid-argument" });
    await expect(callAs(fn, null, { word: "hi" })).rejects.toMatchObject({
      code: "unauthenticated",
    });
    expect(await hitsOf("asha")).toBeUndefined();
  });

  it("lets exactly max of a burst of parallel calls through", async () => {
    const { handler, call } = limitedEcho();
    const answers = await Promise.allSettled(Array.from({ length: 15 }, () => call("asha")));

    expect(answers.filter((a) => a.status === "fulfilled")).toHaveLength(LIMIT.max);
    for (const refused of answers.filter((a) => a.status === "rejected")) {
      expect(refused.reason).toMatchObject({ code: "resource-exhausted", message: TOO_MANY });
    }
    expect(handler).toHaveBeenCalledTimes(LIMIT.max);
    expect(await hitsOf("asha")).toHaveLength(LIMIT.max);
  });

  it.each([
    ["open to anyone: no account to count", {}, echo, "echo: a rate limit needs signIn or admin"],
    [
      "a contract that does not declare resource-exhausted",
      { signIn: "Please sign in." },
      { ...echo, refusals: { unauthenticated: "server", "failed-precondition": "server" } },
      "echo: a rate-limited callable must declare resource-exhausted",
    ],
  ] as const)("will not make a rate-limited callable %s", (_case, options, contract, message) => {
    expect(() =>
      onContractCall(contract, { ...options, rateLimit: LIMIT }, () =>
        Promise.resolve({ echoed: "" }),
      ),
    ).toThrow(message);
  });

  it.each([
    { max: 0, windowMs: 60_000 },
    { max: 2.5, windowMs: 60_000 },
    { max: 5, windowMs: 0 },
  ])("will not make a callable limited to %j", (rateLimit) => {
    expect(() =>
      onContractCall(echo, { signIn: "Please sign in.", rateLimit }, () =>
        Promise.resolve({ echoed: "" }),
      ),
    ).toThrow("echo: a rate limit needs a positive max and window");
  });
});
