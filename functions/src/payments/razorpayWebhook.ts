import type { Response } from "express";
import type { Request } from "firebase-functions/v2/https";
import { razorpayWebhookSecret } from "../config";
import { ledgerIdFor, recordEventOnce } from "./eventLedger";
import { paymentLog } from "./paymentLog";
import { webhookEventSchema } from "./razorpaySchemas";
import { webhookSignatureValid } from "./signatures";
import { applyWebhookEvent } from "./webhookEvents";

/**
 * Signed over the raw bytes: 401 bad signature, 405 not a POST, 500 only when transient; 200 for
 * any signed body applied or ledgered, since Razorpay disables a failing webhook.
 */
export async function razorpayWebhookHandler(req: Request, res: Response): Promise<void> {
  if (req.method !== "POST") {
    res.status(405).set("Allow", "POST").send("Method Not Allowed");
    return;
  }
  const rawBody = req.rawBody;
  const signature = req.get("x-razorpay-signature");
  const eventIdHeader = req.get("x-razorpay-event-id");
  if (!rawBody || !webhookSignatureValid(rawBody, signature, razorpayWebhookSecret.value())) {
    paymentLog.webhookSignatureRejected({ eventId: eventIdHeader, hasSignature: !!signature });
    res.status(401).send("Invalid signature");
    return;
  }
  const event = webhookEventSchema.safeParse(parseJson(rawBody));
  const eventId = ledgerIdFor(eventIdHeader, rawBody);
  try {
    const outcome = event.success
      ? await applyWebhookEvent(eventId, event.data)
      : await recordUnreadable(eventId);
    paymentLog.webhookEvent(outcome, { eventId, event: event.data?.event ?? "unreadable" });
    res.status(200).json({ received: true, outcome });
  } catch (error) {
    paymentLog.webhookRetryNeeded(error, { eventId, event: event.data?.event ?? "unreadable" });
    res.status(500).send("Temporary failure; please retry");
  }
}

/** Signed, so Razorpay's, yet not an event we can read: kept for a person, never retried. */
async function recordUnreadable(eventId: string): Promise<string> {
  paymentLog.webhookMalformed({ eventId });
  return recordEventOnce({ id: eventId, name: "unreadable" }, { outcome: "unreadable" });
}

function parseJson(rawBody: Buffer): unknown {
  try {
    return JSON.parse(rawBody.toString("utf8"));
  } catch {
    return undefined;
  }
}
