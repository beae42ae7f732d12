import { describe, expect, it } from "vitest";
import {
  ORDER_EMAIL_MAX_ATTEMPTS,
  isOrderEmailKey,
  nextEmailAttemptAt,
  orderEmailClaim,
  type OrderEmailRecord,
} from "..";

const now = new Date("2026-11-24T12:00:00Z");
const at = new Date(now.getTime() - 60_000);
const later = (ms: number) => new Date(now.getTime() + ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe("isOrderEmailKey", () => {
  it.each([
    ["confirmation", true],
    ["shipped", true],
    ["refund:rfnd_1", true],
    ["refund:", false],
    ["delivered", false],
    [undefined, false],
    [42, false],
  ])("%j → %p", (value, expected) => {
    expect(isOrderEmailKey(value)).toBe(expected);
  });
});

describe("nextEmailAttemptAt", () => {
  it.each([
    [1, later(5 * MINUTE)],
    [2, later(30 * MINUTE)],
    [3, later(2 * HOUR)],
    [4, later(12 * HOUR)],
    [5, undefined],
    [6, undefined],
    [0, undefined],
  ])("after %i failed attempts → %s", (attempts, next) => {
    expect(nextEmailAttemptAt(attempts, now)).toEqual(next);
  });

  it("allows five attempts in all", () => {
    expect(ORDER_EMAIL_MAX_ATTEMPTS).toBe(5);
  });
});

describe("orderEmailClaim", () => {
  const cases: Array<[string, OrderEmailRecord | undefined, ReturnType<typeof orderEmailClaim>]> = [
    ["never claimed", undefined, { kind: "claim", attempt: 1 }],
    ["sent", { outcome: "sent", at }, { kind: "done" }],
    ["recorded", { outcome: "recorded", at }, { kind: "done" }],
    ["failed, given up", { outcome: "failed", at, attempts: 5 }, { kind: "done" }],
    ["failed before retries existed", { outcome: "failed", at }, { kind: "done" }],
    [
      "failed, next attempt not yet due",
      { outcome: "failed", at, attempts: 1, nextAttemptAt: later(1) },
      { kind: "wait" },
    ],
    [
      "failed, next attempt due",
      { outcome: "failed", at, attempts: 1, nextAttemptAt: now },
      { kind: "claim", attempt: 2 },
    ],
    [
      "failed 4 times, the last attempt due",
      { outcome: "failed", at, attempts: 4, nextAttemptAt: later(-1) },
      { kind: "claim", attempt: 5 },
    ],
    [
      "sending, lease held",
      { outcome: "sending", at, leaseUntil: later(1), attempts: 1 },
      { kind: "wait" },
    ],
    [
      "sending, lease ran out",
      { outcome: "sending", at, leaseUntil: now, attempts: 1 },
      { kind: "claim", attempt: 2 },
    ],
    [
      "sending before attempts were counted, lease ran out",
      { outcome: "sending", at, leaseUntil: now },
      { kind: "claim", attempt: 2 },
    ],
    [
      "sending, the last attempt's lease ran out",
      { outcome: "sending", at, leaseUntil: now, attempts: 5 },
      { kind: "give-up", attempts: 5 },
    ],
    [
      "sending, the last attempt's lease held",
      { outcome: "sending", at, leaseUntil: later(1), attempts: 5 },
      { kind: "wait" },
    ],
  ];
  it.each(cases)("%s", (_case, record, claim) => {
    expect(orderEmailClaim(record, now)).toEqual(claim);
  });
});
