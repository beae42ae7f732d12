import { randomUUID } from "node:crypto";
import { getAuth } from "firebase-admin/auth";
import { logger } from "firebase-functions";
import {
  emailjsOrderConfirmationTemplateId,
  emailjsOrderShippedTemplateId,
  emailjsRefundTemplateId,
  shopName,
  shopUrl,
} from "../config";
import { mailTemplate } from "../contact/mailer";
import type { OrderEmailKey } from "../domain";
import { ORDER_EMAIL_TIMEOUT_MS } from "../payments/paymentTiming";
import {
  claimOrderEmail,
  recordOrderEmail,
  UNFINISHED_ATTEMPT,
  type ClaimResult,
  type EmailAsk,
} from "./emailClaims";
import { orderEmailParams } from "./orderEmailParams";

/** One ask's outcome; "timed-out" and "error" leave the claim's lease for a later attempt. */
export type OrderEmailAttempt =
  "sent" | "recorded" | "will-retry" | "gave-up" | "waiting" | "done" | "timed-out" | "error";

/** At most once whoever asks (a leased claim first); never throws: the payment path goes on. */
export function sendOrderEmailOnce(
  uid: string,
  orderId: string,
  key: OrderEmailKey,
  { now = new Date(), timeLimitMs = ORDER_EMAIL_TIMEOUT_MS } = {},
): Promise<OrderEmailAttempt> {
  const ask = { uid, orderId, key, token: randomUUID(), now };
  return sendClaimedOrderEmail(
    ask,
    claimOrderEmail(uid, orderId, key, ask.token, now),
    timeLimitMs,
  );
}

/** The rest of sendOrderEmailOnce, for a claim its caller made in its own commit (claimEmailIn). */
export function sendClaimedOrderEmail(
  ask: EmailAsk,
  claim: ClaimResult | Promise<ClaimResult>,
  timeLimitMs = ORDER_EMAIL_TIMEOUT_MS,
) {
  const { uid, orderId, key } = ask;
  return bounded("order e-mail", { uid, orderId, key }, timeLimitMs, async () =>
    afterClaim(ask, await claim),
  );
}

/** `attempt`'s outcome, "timed-out" past the limit, "error" when it threw (both logged as `what`). */
export async function bounded<T>(
  what: string,
  fields: Record<string, unknown>,
  timeLimitMs: number,
  attempt: () => Promise<T>,
): Promise<T | "timed-out" | "error"> {
  let timer: NodeJS.Timeout | undefined;
  const timeLimit = new Promise<"timed-out">((resolve) => {
    timer = setTimeout(() => resolve("timed-out"), timeLimitMs);
  });
  // Caught here, not around the race: an attempt past its time limit may still fail later.
  const delivery = attempt().catch((error: unknown) => {
    logError(`${what} failed`, error, fields);
    return "error" as const;
  });
  try {
    const result = await Promise.race([delivery, timeLimit]);
    if (result === "timed-out") logger.warn(`${what} timed out`, fields);
    return result;
  } finally {
    clearTimeout(timer);
  }
}

/** Logs a retry to come, or an error when none is left, since only a person can put it right. */
export function logAttempt<T>(what: string, outcome: T, fields: object, attempt?: number): T {
  if (outcome === "will-retry") {
    logger.warn(`${what} not sent; it will be tried again`, { ...fields, attempt });
  }
  if (outcome === "gave-up") {
    const attempts = attempt === undefined ? {} : { attempts: attempt };
    logger.error(`${what} not sent after its last attempt; no more attempts`, {
      ...fields,
      ...attempts,
    });
  }
  return outcome;
}

export function logError(what: string, error: unknown, fields: Record<string, unknown>) {
  const text = error instanceof Error ? error.message : String(error);
  logger.error(what, { ...fields, error: text });
}

async function afterClaim(ask: EmailAsk, claim: ClaimResult): Promise<OrderEmailAttempt> {
  const { uid, orderId, key } = ask;
  if (claim.kind === "wait") return "waiting";
  if (claim.kind === "done") return "done";
  const fields = { uid, orderId, key };
  if (claim.kind === "gave-up") {
    return logAttempt(
      "order e-mail",
      "gave-up",
      { ...fields, error: UNFINISHED_ATTEMPT },
      claim.attempts,
    );
  }
  const template =
    key === "confirmation"
      ? emailjsOrderConfirmationTemplateId
      : key === "shipped"
        ? emailjsOrderShippedTemplateId
        : emailjsRefundTemplateId;
  const result = await mailTemplate(template, async () => {
    // The address stored on the order, else the account's.
    const stored: unknown = claim.order.customerEmail;
    const to = typeof stored === "string" && stored ? stored : (await getAuth().getUser(uid)).email;
    if (!to) return "the shopper has no e-mail address";
    return orderEmailParams(key, claim.order, to, shopName.value(), shopUrl.value());
  });
  const recorded = await recordOrderEmail(ask, claim, result);
  const error = result.outcome === "failed" ? result.error : undefined;
  logAttempt("order e-mail", recorded, { ...fields, error }, claim.attempt);
  return recorded === "taken-over" ? "waiting" : recorded;
}
