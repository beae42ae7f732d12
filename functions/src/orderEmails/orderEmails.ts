import { randomUUID } from "node:crypto";
import { shopName } from "../config";
import type { OrderEmailKey } from "../domain";
import { ORDER_EMAIL_TIMEOUT_MS } from "../payments/paymentTiming";
import { claimOrderEmail, recordOrderEmail, UNFINISHED_ATTEMPT } from "./emailClaims";
import { orderEmailParams } from "./orderEmailParams";
import { orderEmailLog } from "./orderEmailLog";
import {
  mailConfigProblem,
  sendOrderTemplate,
  shopperAddress,
  type MailOutcome,
} from "./orderMailer";

type Data = FirebaseFirestore.DocumentData;

/**
 * What became of one ask: "sent" or "recorded"; "will-retry" (failed, the
 * retry queue has it); "gave-up" (failed after the last attempt); "waiting"
 * (another attempt holds it, or its retry is not due); "done" (nothing left
 * to do); "timed-out" or "error" (the claim's lease lets a later one retry).
 */
export type OrderEmailAttempt =
  "sent" | "recorded" | "will-retry" | "gave-up" | "waiting" | "done" | "timed-out" | "error";

/**
 * Sends the shopper the e-mail `key` about an order at most once, whoever
 * asks and however often (checkout confirm, webhook and reconciler all ask
 * for the confirmation; the scheduled retry asks for failed ones). The first
 * asker claims Order.emails[key] in a commit ("sending", with a lease) before
 * sending, then records the outcome; a claim whose lease ran out (a crashed
 * attempt) or a failure whose next attempt is due may be taken by a later
 * asker (domain/orderEmailRules.ts). Bounded by `timeLimitMs` and never throws:
 * the payment or fulfilment path that asked goes on whatever happens to the
 * e-mail. `now`: when this attempt happens (the retry's tests move it).
 */
export async function sendOrderEmailOnce(
  uid: string,
  orderId: string,
  key: OrderEmailKey,
  { now = new Date(), timeLimitMs = ORDER_EMAIL_TIMEOUT_MS } = {},
): Promise<OrderEmailAttempt> {
  let timer: NodeJS.Timeout | undefined;
  const timeLimit = new Promise<"timed-out">((resolve) => {
    timer = setTimeout(() => resolve("timed-out"), timeLimitMs);
  });
  // Caught here, not around the race: an attempt past its time limit may still fail later.
  const delivery = deliver(uid, orderId, key, now).catch((error: unknown) => {
    orderEmailLog.failed(error, { uid, orderId, key });
    return "error" as const;
  });
  try {
    const result = await Promise.race([delivery, timeLimit]);
    if (result === "timed-out") orderEmailLog.timedOut({ uid, orderId, key });
    return result;
  } finally {
    clearTimeout(timer);
  }
}

async function deliver(
  uid: string,
  orderId: string,
  key: OrderEmailKey,
  now: Date,
): Promise<OrderEmailAttempt> {
  const token = randomUUID();
  const claim = await claimOrderEmail(uid, orderId, key, token, now);
  if (claim.kind === "wait") return "waiting";
  if (claim.kind === "done") return "done";
  if (claim.kind === "gave-up") {
    orderEmailLog.gaveUp({
      uid,
      orderId,
      key,
      attempts: claim.attempts,
      error: UNFINISHED_ATTEMPT,
    });
    return "gave-up";
  }
  const { attempt, order } = claim;
  const result = mailConfigProblem(key) ?? (await send(uid, key, order));
  const recorded = await recordOrderEmail(
    uid,
    orderId,
    key,
    { token, attempt, began: now },
    result,
  );
  const error = result.outcome === "failed" ? result.error : undefined;
  if (recorded === "will-retry") orderEmailLog.notSent({ uid, orderId, key, attempt, error });
  if (recorded === "gave-up") orderEmailLog.gaveUp({ uid, orderId, key, attempts: attempt, error });
  return recorded === "taken-over" ? "waiting" : recorded;
}

async function send(uid: string, key: OrderEmailKey, order: Data): Promise<MailOutcome> {
  const to = await shopperAddress(uid, order);
  if (!to) return { outcome: "failed", error: "the shopper has no e-mail address" };
  return sendOrderTemplate(key, orderEmailParams(key, order, to, shopName.value()));
}
