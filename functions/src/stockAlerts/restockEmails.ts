import { randomUUID } from "node:crypto";
import { FieldValue, type DocumentReference } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import {
  COLLECTIONS,
  findProduct,
  findVariant,
  orderEmailClaim,
  type OrderEmailRecord,
  type VariantStock,
} from "../domain";
import { emailjsStockAlertTemplateId, shopName, shopUrl } from "../config";
import { mailTemplate, type pacedSender } from "../contact/mailer";
import { drainQueue } from "../lib/dueQueue";
import { datesOf, db } from "../lib/firestore";
import { readDecideWrite, unchangedSince } from "../lib/optimistic";
import {
  UNFINISHED_ATTEMPT,
  leasedRecord,
  outcomeRecord,
  unfinishedRecord,
} from "../orderEmails/emailClaims";
import { bounded, logAttempt, type OrderEmailAttempt } from "../orderEmails/orderEmails";
import { catalogRef } from "../orders/stockHolds";
import { onSale } from "./notifyWhenBack";

// "Notify me" e-mails (docs/stock.md#notify-me): each alert is claimed (`delivery` "sending",
// leased) before its e-mail leaves and gets `sentAt` after, so two runs never send it twice.
// `dueAt` queues a claimed or failed alert for the 5-minute retry (orderEmails/retryOrderEmails.ts).

export type Send = ReturnType<typeof pacedSender>;
export type Alert = { ref: DocumentReference; productId: string; variantKey: string };
/** An order e-mail's outcomes, and "released": out again, back to waiting for a restock. */
export type AlertOutcome = OrderEmailAttempt | "released";

/** How long a save in the console waits on its restock's e-mails; the retry sends the rest. */
export const RESTOCK_EMAILS_TIME_LIMIT_MS = 8_000;

/** The variant's alerts whose e-mail has not left (their shoppers are still waiting). */
const waiting = (productId: string, variantKey: string) =>
  db()
    .collection(COLLECTIONS.stockAlerts)
    .where("productId", "==", productId)
    .where("variantKey", "==", variantKey)
    .where("sentAt", "==", null);

/** One run's: its clock (the retry's may be a test's), when to stop, its paced sender. */
export type Run = { now: Date; deadline: number; send: Send; count?: (o: AlertOutcome) => void };

/** A queued document's alert or restock: its variant from its fields. */
export const targetOf = (doc: FirebaseFirestore.QueryDocumentSnapshot): Alert => ({
  ref: doc.ref,
  productId: String(doc.get("productId")),
  variantKey: String(doc.get("variantKey")),
});

/** A restock (its catalogChanges entry has `alertsDueAt`): each waiting shopper's e-mail until
 * the deadline; once all were tried the entry stops asking. Never throws. */
export async function sendRestock(change: Alert, run: Run): Promise<void> {
  const { productId, variantKey } = change;
  const paging = { deadline: run.deadline, pageSize: 50 };
  try {
    const entry = await catalogRef(productId).get();
    // Out again already: its shoppers wait for the next restock.
    if (onSale(entry.get(`variants.${variantKey}`) as VariantStock | undefined)) {
      const cutOff = await drainQueue(waiting(productId, variantKey), paging, async (doc) => {
        // Sent first: `count?.(await …)` would skip the send when there is no count.
        const outcome = await sendAlertOnce({ ...change, ref: doc.ref }, run);
        run.count?.(outcome);
      });
      if (cutOff) return;
    }
    await change.ref.update({ alertsDueAt: FieldValue.delete() });
  } catch (error) {
    logger.error("stock alert e-mails failed", { change: change.ref.id, error: String(error) });
  }
}

/** At most once whoever asks; within the time limit (a dead attempt's lease brings it back). */
export function sendAlertOnce(
  alert: Alert,
  { now, send, deadline }: Run,
  timeLimitMs = deadline - Date.now(),
): Promise<AlertOutcome> {
  const fields = { alert: alert.ref.id };
  return bounded("stock alert e-mail", fields, timeLimitMs, () => claimAndSend(alert, now, send));
}

async function claimAndSend(alert: Alert, now: Date, send: Send): Promise<AlertOutcome> {
  const token = randomUUID();
  const { ref, productId, variantKey } = alert;
  const claim = await readDecideWrite([ref, catalogRef(productId)], ([doc, entry], batch) => {
    const data = doc?.data();
    if (!doc || !data || data.sentAt !== null) return { kind: "done" } as const;
    const guard = unchangedSince(doc);
    if (!onSale(entry?.get(`variants.${variantKey}`) as VariantStock | undefined)) {
      // Out again before its e-mail left: it waits for the next restock, from a first attempt.
      const forget = { delivery: FieldValue.delete(), dueAt: FieldValue.delete() };
      if (data.delivery || data.dueAt) batch.update(ref, forget, guard);
      return { kind: "released" } as const;
    }
    const decision = orderEmailClaim(datesOf<OrderEmailRecord | undefined>(data.delivery), now);
    if (decision.kind === "wait" || decision.kind === "done") return decision;
    if (decision.kind === "give-up") {
      const delivery = unfinishedRecord(decision.attempts);
      batch.update(ref, { delivery, dueAt: FieldValue.delete() }, guard);
      return decision;
    }
    const delivery = leasedRecord(now, token, decision.attempt);
    batch.update(ref, { delivery, dueAt: delivery.leaseUntil }, guard);
    return { ...decision, email: String(data.email) };
  });
  const fields = { alert: ref.id };
  if (claim.kind === "give-up") {
    return logAttempt("stock alert e-mail", "gave-up", { ...fields, error: UNFINISHED_ATTEMPT });
  }
  if (claim.kind !== "claim") return claim.kind === "wait" ? "waiting" : claim.kind;
  const product = `${findProduct(productId)?.name ?? productId} (${findVariant(productId, variantKey)?.label ?? variantKey})`;
  const result = await mailTemplate(
    emailjsStockAlertTemplateId,
    async () => ({
      to_email: claim.email,
      from_name: shopName.value(),
      title: `${product} is back in stock`,
      product,
      product_url: `${shopUrl.value().replace(/\/+$/, "")}/products`,
    }),
    send,
  );
  // Unless a later attempt took the alert over (its token); a failure is queued by `dueAt`.
  const { record, kind, nextAttemptAt } = outcomeRecord(result, claim.attempt, now);
  const outcome = await readDecideWrite([ref], ([doc], batch): AlertOutcome => {
    if (!doc?.exists || doc.get("delivery.token") !== token) return "waiting";
    const done = { delivery: record, sentAt: record.at, dueAt: FieldValue.delete() };
    const failed = { delivery: record, dueAt: nextAttemptAt ?? FieldValue.delete() };
    batch.update(ref, result.outcome === "failed" ? failed : done, unchangedSince(doc));
    return kind;
  });
  const error = result.outcome === "failed" ? result.error : undefined;
  return logAttempt("stock alert e-mail", outcome, { ...fields, error }, claim.attempt);
}
