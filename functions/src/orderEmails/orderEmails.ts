import { randomUUID } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { shopName } from "../config";
import { emailClaimable, type OrderEmailKey, type OrderEmailRecord } from "../domain";
import { readDecideWrite, unchangedSince } from "../lib/optimistic";
import { orderRef } from "../orders/orderRepository";
import { ORDER_EMAIL_LEASE_MS, ORDER_EMAIL_TIMEOUT_MS } from "../payments/paymentTiming";
import { orderEmailParams } from "./orderEmailParams";
import {
  mailConfigProblem,
  sendOrderTemplate,
  shopperAddress,
  type MailOutcome,
} from "./orderMailer";

type Data = FirebaseFirestore.DocumentData;

/**
 * Sends the shopper the e-mail `key` about an order at most once, whoever
 * asks and however often (checkout confirm, webhook and reconciler all ask
 * for the confirmation). The first asker claims Order.emails[key] in a
 * commit ("sending", with a lease) before sending, then records the outcome;
 * a claim whose lease ran out (a crashed attempt) may be taken by a later
 * asker. Bounded by ORDER_EMAIL_TIMEOUT_MS and never throws: the payment or
 * fulfilment path that asked goes on whatever happens to the e-mail.
 */
export async function sendOrderEmailOnce(
  uid: string,
  orderId: string,
  key: OrderEmailKey,
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeLimit = new Promise<"timed out">((resolve) => {
    timer = setTimeout(() => resolve("timed out"), ORDER_EMAIL_TIMEOUT_MS);
  });
  try {
    const result = await Promise.race([deliver(uid, orderId, key), timeLimit]);
    if (result === "timed out") logger.warn("order e-mail timed out", { uid, orderId, key });
  } catch (error) {
    logger.error("order e-mail failed", {
      uid,
      orderId,
      key,
      error: error instanceof Error ? error.message : String(error),
    });
  } finally {
    clearTimeout(timer);
  }
}

async function deliver(uid: string, orderId: string, key: OrderEmailKey): Promise<"done"> {
  const token = randomUUID();
  const order = await claim(uid, orderId, key, token);
  if (!order) return "done";
  const result = mailConfigProblem(key) ?? (await send(uid, key, order));
  await record(uid, orderId, key, token, result);
  if (result.outcome === "failed")
    logger.warn("order e-mail not sent", { uid, orderId, key, error: result.error });
  return "done";
}

async function send(uid: string, key: OrderEmailKey, order: Data): Promise<MailOutcome> {
  const to = await shopperAddress(uid, order);
  if (!to) return { outcome: "failed", error: "the shopper has no e-mail address" };
  return sendOrderTemplate(key, orderEmailParams(key, order, to, shopName.value()));
}

function recordOf(stored: unknown): OrderEmailRecord | undefined {
  if (typeof stored !== "object" || stored === null) return undefined;
  const { outcome, at, leaseUntil } = stored as Data;
  return {
    outcome,
    at: at instanceof Timestamp ? at.toDate() : new Date(0),
    ...(leaseUntil instanceof Timestamp ? { leaseUntil: leaseUntil.toDate() } : {}),
  } as OrderEmailRecord;
}

/** The order as it stands if this attempt now holds emails[key]; undefined if another does or did. */
async function claim(uid: string, orderId: string, key: OrderEmailKey, token: string) {
  const ref = orderRef(uid, orderId);
  return readDecideWrite([ref], ([snapshot], batch) => {
    const data = snapshot?.data();
    if (!snapshot || !data) return undefined;
    const emails = { ...((data.emails as Data | undefined) ?? {}) };
    const now = new Date();
    if (!emailClaimable(recordOf(emails[key]), now)) return undefined;
    emails[key] = {
      outcome: "sending",
      at: Timestamp.fromDate(now),
      leaseUntil: Timestamp.fromMillis(now.getTime() + ORDER_EMAIL_LEASE_MS),
      token,
    };
    batch.update(ref, { emails }, unchangedSince(snapshot));
    return data;
  });
}

/** Records the outcome, unless a later attempt took the claim over meanwhile. */
async function record(
  uid: string,
  orderId: string,
  key: OrderEmailKey,
  token: string,
  result: MailOutcome,
) {
  const ref = orderRef(uid, orderId);
  await readDecideWrite([ref], ([snapshot], batch) => {
    const emails = { ...((snapshot?.get("emails") as Data | undefined) ?? {}) };
    if (!snapshot?.exists || (emails[key] as Data | undefined)?.token !== token) return;
    emails[key] = { ...result, at: Timestamp.now() };
    batch.update(ref, { emails }, unchangedSince(snapshot));
  });
}
