import type { Response } from "express";
import type { Request } from "firebase-functions/v2/https";
import { razorpayWebhookSecret } from "../config";
import { ledgerIdFor } from "./eventLedger";
import { paymentLog } from "./paymentLog";
import { webhookEventSchema } from "./razorpaySchemas";
import { webhookSignatureValid } from "./signatures";
import { applyWebhookEvent } from "./webhookEvents";

/**
 * Razorpay's webhook. The signature is checked over the raw bytes received
 * (re-serialised JSON would not match). Answers:
 * - 401 bad or missing signature; 400 signed but not an event; 405 not a POST;
 * - 200 once the event is applied or recorded, including duplicates and
 *   refusals such as an amount mismatch (logged and kept in the ledger):
 *   retrying cannot fix those, and a webhook that keeps failing gets disabled
 *   by Razorpay, which would lose every later event;
 * - 500 on a transient failure (Firestore, Razorpay API), so Razorpay retries.
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
  if (!event.success) {
    paymentLog.webhookMalformed({ eventId: eventIdHeader });
    res.status(400).send("Not a Razorpay event");
    return;
  }
  const eventId = ledgerIdFor(eventIdHeader, rawBody);
  try {
    const outcome = await applyWebhookEvent(eventId, event.data);
    paymentLog.webhookEvent(outcome, { eventId, event: event.data.event });
    res.status(200).json({ received: true, outcome });
  } catch (error) {
    paymentLog.webhookRetryNeeded(error, { eventId, event: event.data.event });
    res.status(500).send("Temporary failure; please retry");
  }
}

function parseJson(rawBody: Buffer): unknown {
  try {
    return JSON.parse(rawBody.toString("utf8"));
  } catch {
    return undefined;
  }
}
