import { demand, type JsonBody } from "./http.js";

export const EVENT_NAMES = [
  "payment.authorized",
  "payment.captured",
  "payment.failed",
  "order.paid",
  "refund.created",
  "refund.processed",
  "refund.failed",
] as const;
export type WebhookEventName = (typeof EVENT_NAMES)[number];

const CHOICES = {
  retrySchedule: ["quick", "razorpay"],
  capture: ["auto", "delayed", "manual"],
  outcome: ["processed", "failed"],
  handler: ["runs", "lost"],
} as const;
type Choice<K extends keyof typeof CHOICES> = (typeof CHOICES)[K][number];

/** Every field is documented in docs/razorpay-emulator.md. */
export function initialSettings(webhookUrl = "", timeoutMs = 5_000) {
  return {
    webhooks: {
      enabled: true,
      url: webhookUrl,
      events: [...EVENT_NAMES] as WebhookEventName[],
      authorizedOnAutoCapture: true,
      delayMs: 0,
      retrySchedule: "quick" as Choice<"retrySchedule">,
      retries: 2,
      retryDelayMs: 500,
      timeScale: 1,
      timeoutMs, // Razorpay's 5 s unless told; a slower answer is a failed attempt
      duplicates: 0,
      shuffleMs: 0,
      maxInFlight: 0,
      seed: null as number | null,
      // Set when the "razorpay" schedule ran out for an event; cleared by {enabled: true}.
      disabled: null as { at: string; eventId: string; reason: string } | null,
    },
    faults: { latencyMs: 0, failNext: 0, failStatus: 500 },
    payments: { capture: "auto" as Choice<"capture">, captureDelayMs: 1_000 },
    refunds: { outcome: "processed" as Choice<"outcome">, delayMs: 0 },
    checkout: { handler: "runs" as Choice<"handler"> },
  };
}

export type EmulatorSettings = ReturnType<typeof initialSettings>;
export type WebhookSettings = EmulatorSettings["webhooks"];

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
const KINDS: Record<string, FieldKind> = {
  ...CHOICES,
  events: "events",
  timeScale: "positive",
  duplicates: "probability",
  seed: "seed",
};

/** What a test may set in a settings group: every field but `disabled`, which Razorpay sets. */
export const settingFields = (group: object): Record<string, FieldKind> =>
  Object.fromEntries(
    Object.entries(group)
      .filter(([name]) => name !== "disabled")
      .map(([name, value]) => [
        name,
        KINDS[name] ?? (typeof value === "number" ? "count" : (typeof value as FieldKind)),
      ]),
  );

/** Copies checked control fields into `target`; one unknown or wrong field refuses them all. */
export function assign(target: object, body: JsonBody, fields: Record<string, FieldKind>) {
  for (const [name, value] of Object.entries(body)) {
    const kind = Object.hasOwn(fields, name) ? fields[name] : undefined;
    demand(kind, `${name} is not a setting here (${Object.keys(fields).join(", ")})`);
    const [ok, expected] =
      typeof kind === "string"
        ? [CHECKS[kind][0](value), CHECKS[kind][1]]
        : [kind.includes(value), kind.map((v) => JSON.stringify(v)).join(" or ")];
    demand(ok, `${name} must be ${expected}`);
  }
  Object.assign(target, body);
  return body;
}
