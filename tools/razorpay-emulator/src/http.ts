import type { IncomingMessage } from "node:http";
import { text } from "node:stream/consumers";

export type JsonBody = Record<string, unknown>;

/** An answer in Razorpay's error envelope; `field` names the request field at fault. */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    description: string,
    readonly code = "BAD_REQUEST_ERROR",
    readonly field: string | null = null,
  ) {
    super(description);
  }
}

/** Razorpay's refusal (400 unless told), naming the request field at fault, unless `ok`. */
export function demand(ok: unknown, why: string, field?: string | null, status = 400): asserts ok {
  if (!ok) throw new HttpProblem(status, why, "BAD_REQUEST_ERROR", field);
}

/** The body as a JSON object; an empty body is `{}`, anything else a 400. */
export async function readJson(req: IncomingMessage): Promise<JsonBody> {
  const value: unknown = await text(req)
    .then((raw) => JSON.parse(raw.trim() || "{}"))
    .catch(() => null);
  if (value && typeof value === "object" && !Array.isArray(value)) return value as JsonBody;
  throw new HttpProblem(400, "The request body must be a JSON object");
}

/** The checkout script and its pay call run on the shop's origin, not the emulator's. */
export const CORS = {
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "GET, POST, OPTIONS",
  "access-control-allow-headers": "content-type",
  "access-control-expose-headers": "x-razorpay-emulator-handler",
  "access-control-max-age": "600",
};

/** Razorpay's checks of `amount`: given and whole. */
export function amountIn({ amount }: JsonBody): number {
  demand(amount != null, "The amount field is required.", "amount");
  demand(Number.isInteger(amount), "The amount must be an integer.", "amount");
  return amount as number;
}

/** Notes and receipt, checked as Razorpay checks them for orders and refunds. */
export function checkNotesAndReceipt({ notes, receipt }: JsonBody, tooManyNotes: string): void {
  const object = notes === undefined || (typeof notes === "object" && notes !== null);
  demand(object, "The notes field must be an object.", "notes");
  demand(!notes || Object.keys(notes).length <= 15, tooManyNotes, "notes");
  const short = receipt === undefined || (typeof receipt === "string" && receipt.length <= 40);
  demand(short, "The receipt may not be greater than 40 characters.", "receipt");
}
