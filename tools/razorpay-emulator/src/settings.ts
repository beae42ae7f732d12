import { HttpProblem, type JsonBody } from "./http.js";
import { EVENT_NAMES, type WebhookEventName } from "./types.js";

export const CAPTURE_MODES = ["auto", "delayed", "manual"] as const;
export const REFUND_OUTCOMES = ["processed", "failed"] as const;
export const RETRY_SCHEDULES = ["quick", "razorpay"] as const;
export type CaptureMode = (typeof CAPTURE_MODES)[number];

/** Every field is documented in docs/razorpay-emulator.md. */
export function initialSettings(webhookUrl: string | undefined) {
  return {
    webhooks: {
      enabled: true,
      url: webhookUrl ?? "",
      events: [...EVENT_NAMES] as WebhookEventName[],
      authorizedOnAutoCapture: true,
      delayMs: 0,
      retrySchedule: "quick" as (typeof RETRY_SCHEDULES)[number],
      retries: 2,
      retryDelayMs: 500,
      timeScale: 1,
      // Razorpay waits 5 s for an answer; a slower one is a failed attempt.
      timeoutMs: 5_000,
      duplicates: 0,
      shuffleMs: 0,
      maxInFlight: 0,
      seed: null as number | null,
      // Set when the "razorpay" schedule ran out for an event; cleared by {enabled: true}.
      disabled: null as { at: string; eventId: string; reason: string } | null,
    },
    faults: { latencyMs: 0, failNext: 0, failStatus: 500 },
    payments: { capture: "auto" as CaptureMode, captureDelayMs: 1_000 },
    refunds: { outcome: "processed" as (typeof REFUND_OUTCOMES)[number], delayMs: 0 },
    checkout: { handler: "runs" as "runs" | "lost" },
  };
}

export type EmulatorSettings = ReturnType<typeof initialSettings>;
export type WebhookSettings = EmulatorSettings["webhooks"];
/** Overrides of the initial settings, group by group. */
export type SettingsDefaults = { [G in keyof EmulatorSettings]?: Partial<EmulatorSettings[G]> };

const CHECKS = {
  count: [(v) => Number.isInteger(v) && (v as number) >= 0, "a whole number ≥ 0"],
  boolean: [(v) => typeof v === "boolean", "a boolean"],
  string: [(v) => typeof v === "string", "a string"],
  object: [(v) => v !== null && typeof v === "object" && !Array.isArray(v), "an object"],
  probability: [(v) => typeof v === "number" && v >= 0 && v <= 1, "a number from 0 to 1"],
  positive: [(v) => typeof v === "number" && Number.isFinite(v) && v > 0, "a number > 0"],
  seed: [(v) => v === null || Number.isInteger(v), "an integer or null"],
  events: [
    (v) =>
      v === "all" ||
      (Array.isArray(v) && v.every((name) => (EVENT_NAMES as readonly unknown[]).includes(name))),
    `"all" or a list of ${EVENT_NAMES.join(", ")}`,
  ],
} satisfies Record<string, [(value: unknown) => boolean, string]>;

/** A field's kind: a name in CHECKS, or the list of its allowed values. */
export type FieldKind = keyof typeof CHECKS | readonly unknown[];

/** What a test may set in each group (webhooks: all but `disabled`, which Razorpay sets). */
export const SETTING_FIELDS: Record<keyof EmulatorSettings, Record<string, FieldKind>> = {
  webhooks: {
    enabled: "boolean",
    url: "string",
    events: "events",
    authorizedOnAutoCapture: "boolean",
    delayMs: "count",
    retrySchedule: RETRY_SCHEDULES,
    retries: "count",
    retryDelayMs: "count",
    timeScale: "positive",
    timeoutMs: "count",
    duplicates: "probability",
    shuffleMs: "count",
    maxInFlight: "count",
    seed: "seed",
  },
  faults: { latencyMs: "count", failNext: "count", failStatus: "count" },
  payments: { capture: CAPTURE_MODES, captureDelayMs: "count" },
  refunds: { outcome: REFUND_OUTCOMES, delayMs: "count" },
  checkout: { handler: ["runs", "lost"] },
};

/**
 * Copies checked control fields into `target`; an unknown field or a wrong value refuses the whole
 * request and changes nothing.
 */
export function assign(
  target: object,
  body: JsonBody,
  fields: Record<string, FieldKind>,
): JsonBody {
  const unknown = Object.keys(body).find((name) => !(name in fields));
  if (unknown) {
    throw new HttpProblem(
      400,
      `${unknown} is not a setting here (${Object.keys(fields).join(", ")})`,
    );
  }
  const accepted: JsonBody = {};
  for (const [name, kind] of Object.entries(fields)) {
    if (!(name in body)) continue;
    const value = body[name];
    const [ok, expected] = Array.isArray(kind)
      ? [kind.includes(value), kind.map((v) => JSON.stringify(v)).join(" or ")]
      : [CHECKS[kind as keyof typeof CHECKS][0](value), CHECKS[kind as keyof typeof CHECKS][1]];
    if (!ok) throw new HttpProblem(400, `${name} must be ${expected}`);
    accepted[name] = value;
  }
  Object.assign(target, accepted);
  return accepted;
}
