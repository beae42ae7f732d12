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

/** One ask's outcome; "timed-out" and "error" leave the claim's lease for a later attempt. */
export type OrderEmailAttempt =
  "sent" | "recorded" | "will-retry" | "gave-up" | "waiting" | "done" | "timed-out" | "error";

/**
 * Sends e-mail `key` at most once whoever asks: the asker claims Order.emails[key] (with a lease)
 * before sending. Bounded by `timeLimitMs`, never throws: the asking payment path goes on.
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
