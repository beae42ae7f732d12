import { HttpProblem, type JsonBody } from "./http.js";
import type { WebhookEventName } from "./types.js";

/** Every webhook event the emulator can send. */
export const EVENT_NAMES: readonly WebhookEventName[] = [
  "payment.authorized",
  "payment.captured",
  "payment.failed",
  "order.paid",
  "refund.created",
  "refund.processed",
  "refund.failed",
];

export interface WebhookSettings {
  enabled: boolean;
  url: string;
  /** The subscribed events (Razorpay's Dashboard): an unsubscribed event is neither sent nor recorded. */
  events: WebhookEventName[];
  /** Razorpay sends payment.authorized also for a payment it captures at once; false leaves it out. */
  authorizedOnAutoCapture: boolean;
  delayMs: number;
  /** "quick": `retries` retries, `retryDelayMs` doubling; "razorpay": 24 h of back-off, then disable. */
  retrySchedule: "quick" | "razorpay";
  retries: number;
  retryDelayMs: number;
  /** Scales the "razorpay" schedule's intervals: 1/3600 makes its 24 h last 24 s. */
  timeScale: number;
  /** Razorpay waits 5 s for an answer; a slower one is a failed attempt. */
  timeoutMs: number;
  duplicates: number;
  shuffleMs: number;
  /** POSTs in flight at once; 0 is no limit. */
  maxInFlight: number;
  seed: number | null;
  /** Set when the "razorpay" schedule ran out for an event; cleared by {enabled: true}. */
  disabled: { at: string; eventId: string; reason: string } | null;
}

export interface EmulatorSettings {
  webhooks: WebhookSettings;
  faults: { latencyMs: number; failNext: number; failStatus: number };
  payments: { capture: "auto" | "delayed" | "manual"; captureDelayMs: number };
  refunds: { outcome: "processed" | "failed"; delayMs: number };
  checkout: { handler: "runs" | "lost" };
}

/** Overrides of the initial settings, group by group. */
export type SettingsDefaults = { [G in keyof EmulatorSettings]?: Partial<EmulatorSettings[G]> };

export function initialSettings(webhookUrl: string | undefined): EmulatorSettings {
  return {
    webhooks: {
      enabled: true,
      url: webhookUrl ?? "",
      events: [...EVENT_NAMES],
      authorizedOnAutoCapture: true,
      delayMs: 0,
      retrySchedule: "quick",
      retries: 2,
      retryDelayMs: 500,
      timeScale: 1,
      timeoutMs: 5_000,
      duplicates: 0,
      shuffleMs: 0,
      maxInFlight: 0,
      seed: null,
      disabled: null,
    },
    faults: { latencyMs: 0, failNext: 0, failStatus: 500 },
    payments: { capture: "auto", captureDelayMs: 1_000 },
    refunds: { outcome: "processed", delayMs: 0 },
    checkout: { handler: "runs" },
  };
}

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
      (Array.isArray(v) && v.every((name) => (EVENT_NAMES as unknown[]).includes(name))),
    `"all" or a list of ${EVENT_NAMES.join(", ")}`,
  ],
} satisfies Record<string, [(value: unknown) => boolean, string]>;

/** A field's kind: a name in CHECKS, or the list of its allowed values. */
export type FieldKind = keyof typeof CHECKS | readonly unknown[];

/**
 * Copies checked control fields into `target`; an unknown field or a wrong value refuses the whole
 * request and changes nothing. The kinds are what make the values fit `target`'s fields.
 */
export function assign<T extends object>(
  target: T,
  body: JsonBody,
  fields: Record<string, FieldKind>,
): JsonBody {
  for (const name of Object.keys(body)) {
    if (!(name in fields)) {
      throw new HttpProblem(
        400,
        `${name} is not a setting here (${Object.keys(fields).join(", ")})`,
      );
    }
  }
  const accepted: JsonBody = {};
  for (const [name, kind] of Object.entries(fields)) {
    if (!(name in body)) continue;
    const value = body[name];
    const [ok, expected] = isValueList(kind)
      ? [kind.includes(value), kind.map((v) => JSON.stringify(v)).join(" or ")]
      : [CHECKS[kind][0](value), CHECKS[kind][1]];
    if (!ok) throw new HttpProblem(400, `${name} must be ${expected}`);
    accepted[name] = value;
  }
  Object.assign(target, accepted);
  return accepted;
}

const isValueList = (kind: FieldKind): kind is readonly unknown[] => Array.isArray(kind);
