import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";

const MAX_BODY = 1_000_000;

/** A request's JSON object body, as untyped fields each route checks itself. */
export type JsonBody = Record<string, unknown>;

export async function readJson(req: IncomingMessage): Promise<JsonBody> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY) throw new HttpProblem(413, "Request body too large");
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString("utf8");
  if (text.trim() === "") return {};
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === "object" && !Array.isArray(value)) return value as JsonBody;
  } catch {
    // answered below
  }
  throw new HttpProblem(400, "The request body must be a JSON object");
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: OutgoingHttpHeaders = {},
): void {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

/** Razorpay's error envelope; a refused request field is named as the business's input error. */
export function razorpayError(
  description: string,
  code = "BAD_REQUEST_ERROR",
  extra: Record<string, unknown> = {},
  field: string | null = null,
) {
  const where = field
    ? { source: "business", step: "payment_initiation", reason: "input_validation_failed" }
    : { source: "NA", step: "NA", reason: "NA" };
  return { error: { code, description, field, ...where, metadata: {}, ...extra } };
}

export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    description: string,
    readonly code = "BAD_REQUEST_ERROR",
    /** The request field at fault, named in the envelope's `field`. */
    readonly field: string | null = null,
  ) {
    super(description);
  }
}

/** Razorpay's 400 for a request field it refuses, named in the envelope. */
export const invalidField = (field: string, description: string) =>
  new HttpProblem(400, description, "BAD_REQUEST_ERROR", field);

/** The checkout script and its pay call run on the shop's origin, not the emulator's. */
export const CORS = {
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "GET, POST, OPTIONS",
  "access-control-allow-headers": "content-type",
  // checkout.js reads the emulator's checkout setting from this header (checkoutPay.ts).
  "access-control-expose-headers": "x-razorpay-emulator-handler",
  "access-control-max-age": "600",
};

/** Notes and receipt, checked as Razorpay checks them for orders and refunds. */
export function checkNotesAndReceipt({ notes, receipt }: JsonBody, tooManyNotes: string): void {
  if (notes !== undefined && (typeof notes !== "object" || notes === null)) {
    throw invalidField("notes", "The notes field must be an object.");
  }
  if (notes && Object.keys(notes).length > 15) throw invalidField("notes", tooManyNotes);
  if (receipt !== undefined && (typeof receipt !== "string" || receipt.length > 40)) {
    throw invalidField("receipt", "The receipt may not be greater than 40 characters.");
  }
}
