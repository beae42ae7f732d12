/**
 * Hostile values for property-based fuzzing: what a script kiddie, a broken
 * client or a proxy might send instead of what the web app sends. Each field
 * gets values that can never be valid for it, so "must be refused" holds for
 * every generated case and a pass is not luck.
 */
import fc from "fast-check";
import { HttpsError } from "firebase-functions/v2/https";
import { expect } from "vitest";
import { allDocumentPaths, type TestCaller } from "./harness";

/** Fixed unless FUZZ_SEED is set, so a failure replays; fast-check prints seed and path. */
export const FUZZ = {
  seed: Number(process.env.FUZZ_SEED ?? 20261122),
  numRuns: Number(process.env.FUZZ_RUNS ?? 60),
  endOnFailure: true,
} as const;

/** Keys that have polluted Object.prototype through naive merges. */
export const POLLUTING_KEYS = ["__proto__", "constructor", "prototype"] as const;

/** An object whose own key is literally "__proto__" (as JSON.parse makes it). */
const pollutingObject = fc
  .constantFrom(...POLLUTING_KEYS)
  .map((key) => JSON.parse(`{"${key}": {"polluted": true, "isAdmin": true}}`) as unknown);

/** Nested arrays/objects far deeper than any input the shop has. */
const deeplyNested = fc.integer({ min: 50, max: 2000 }).map((depth) => {
  let value: unknown = "bottom";
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
});

/** Longer than any max in the schemas (the largest is the 5000-character message). */
export const hugeString = fc
  .tuple(fc.integer({ min: 5_001, max: 400_000 }), fc.constantFrom("a", "9", "₹", "💧", "../"))
  .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)));

const weirdNumber = fc.constantFrom(
  NaN,
  Infinity,
  -Infinity,
  -0,
  1e308,
  -1,
  Number.MAX_SAFE_INTEGER + 2,
  0.5,
);

/** Any value that is not a string. */
export const nonString: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, undefined, true, false),
  weirdNumber,
  fc.integer(),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
  pollutingObject,
  deeplyNested,
  fc.constant(new Date(0)),
  fc.bigInt().map((n) => n),
);

/** Any value that is not a positive whole number of at most 99 (a quantity). */
export const notAQuantity: fc.Arbitrary<unknown> = fc.oneof(
  nonString.filter((v) => typeof v !== "number"),
  weirdNumber,
  fc.integer({ max: 0 }),
  fc.integer({ min: 100 }),
  fc.double({ min: 1.0001, max: 98.9999, noNaN: true }).filter((n) => !Number.isInteger(n)),
  fc.constantFrom("1", "2", "99"),
);

/** Strings that look like ids but walk paths, inject or break parsers. */
export const hostileIdString = fc.oneof(
  fc.constantFrom(
    "",
    " ",
    "../x",
    "../../users/other/Orders/ORD-2026-1763800000000-ABCD",
    "ORD-2026-1763800000000-ABCD/../../x",
    "ORD-2026-1763800000000-ABCD\n",
    "ORD-2026-1763800000000-abcd",
    "ORD-2026-1763800000000-ABC1",
    "users/asha/Orders/x",
    "%2e%2e%2fx",
    "__proto__",
    "constructor",
    "' OR '1'='1",
    "<script>alert(1)</script>",
    "\u0000",
    "ORD-2026-1763800000000-ABCD\u0000",
  ),
  fc.string({ maxLength: 40 }).filter((s) => !/^ORD-\d{4}-\d{10,16}-[2-9A-Z]{4}$/.test(s)),
  hugeString,
);

/** A whole payload that is not an object with the expected fields. */
export const hostilePayload: fc.Arbitrary<unknown> = fc.oneof(
  nonString,
  fc.string(),
  hugeString,
  fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 5 }),
);

/** Replaces the value at `path` (keys and indexes) in a deep copy of `base`. */
export function withValueAt(base: unknown, path: readonly (string | number)[], value: unknown) {
  const copy = structuredClone(base) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if (value === undefined) delete node[last];
  else node[last] = value;
  return copy;
}

/**
 * Turns what an arbitrary drew into a payload: a [value, path] pair becomes
 * `valid` with that value at that path (undefined removes the key); anything
 * else, a wholly hostile payload, is sent as it is.
 */
export function corruptionOf(valid: unknown) {
  return (drawn: unknown) =>
    Array.isArray(drawn) && drawn.length === 2 && Array.isArray(drawn[1])
      ? withValueAt(valid, drawn[1] as (string | number)[], drawn[0])
      : drawn;
}

/** Runs a call that must be refused and returns the typed error it was refused with. */
export async function refusal(
  call: () => Promise<unknown>,
): Promise<{ code: string; message: string }> {
  let answer: unknown;
  try {
    answer = await call();
  } catch (error) {
    if (!(error instanceof HttpsError)) throw new Error(`not an HttpsError: ${String(error)}`);
    return { code: error.code, message: error.message };
  }
  throw new Error(`accepted hostile input, answered ${JSON.stringify(answer)}`);
}

/**
 * The contract for bad input: a typed refusal whose code is one of `codes`
 * (never `internal`), whose message is one the shopper can act on, and no
 * document created, changed or deleted.
 */
export async function expectRefusedWithoutWrites(
  call: () => Promise<unknown>,
  allowed: { codes: readonly string[]; messages: readonly (string | RegExp)[] },
  snapshot: () => Promise<unknown> = allDocumentPaths,
) {
  const before = await snapshot();
  const { code, message } = await refusal(call);
  expect(code).not.toBe("internal");
  expect(allowed.codes).toContain(code);
  expect(message.trim()).not.toBe("");
  const known = allowed.messages.some((m) =>
    typeof m === "string" ? m === message : m.test(message),
  );
  if (!known) throw new Error(`unexpected message for ${code}: ${JSON.stringify(message)}`);
  expect(await snapshot()).toEqual(before);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
}

export const asha: TestCaller = { uid: "asha" };
export const unverified: TestCaller = { uid: "ravi", verified: false };

/** Whatever caller sends it; anonymous and unverified callers are refused first. */
export const caller = fc.constantFrom<TestCaller | null>(asha, asha, asha, null, unverified);
export const CALLER_REFUSALS = {
  codes: ["unauthenticated", "failed-precondition"],
  messages: ["Your email is not verified yet."],
};
export const LENGTH = /^Please keep this under \d+ characters\.$/;
/** zod's own words for a wrong type where the schema names none (never sent by the web app). */
export const ZOD_DEFAULT = /^(Invalid input|Too (small|big))[:\s]/;

/**
 * Characters no one types, refused in every text field (domain/schemas.ts,
 * the text rule): lone UTF-16 surrogates, which Firestore cannot store, and
 * control characters, separators and a bidi override, which would reach e-mails.
 */
export const UNUSABLE_CHARACTERS = [
  "\uD800",
  "\uDFFF",
  "\u0000",
  "\u001b",
  "\u007f",
  "\u0085",
  "\u2028",
  "\u202E",
] as const;

/** Text with one of them inside, where trimming cannot reach it. */
export const uncleanText = fc
  .tuple(
    fc.string({ maxLength: 10 }),
    fc.constantFrom(...UNUSABLE_CHARACTERS),
    fc.string({ maxLength: 10 }),
  )
  .map(([before, unusable, after]) => `x${before}${unusable}${after}y`);

/** The text rule's refusal (domain unsupportedCharacters), for any field's label. */
export const UNSUPPORTED = /^Please remove unsupported characters from [\w ]+\.$/;
