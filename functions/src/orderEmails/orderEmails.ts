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
import { describeFailure, missingSettings, sendTemplate } from "../contact/mailer";
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

type Data = FirebaseFirestore.DocumentData;

export type MailOutcome = { outcome: "sent" | "recorded" } | { outcome: "failed"; error: string };

/** One ask's outcome; "timed-out" and "error" leave the claim's lease for a later attempt. */
export type OrderEmailAttempt =
  "sent" | "recorded" | "will-retry" | "gave-up" | "waiting" | "done" | "timed-out" | "error";

/** At most once whoever asks (a leased claim first); never throws: the payment path goes on. */
export async function sendOrderEmailOnce(
  uid: string,
  orderId: string,
  key: OrderEmailKey,
  { now = new Date(), timeLimitMs = ORDER_EMAIL_TIMEOUT_MS } = {},
): Promise<OrderEmailAttempt> {
  const ask = { uid, orderId, key, token: randomUUID(), now };
  return bounded("order e-mail", { uid, orderId, key }, timeLimitMs, async () =>
    afterClaim(ask, await claimOrderEmail(uid, orderId, key, ask.token, now)),
  );
}

/** The rest of sendOrderEmailOnce, for a claim its caller made in its own commit (claimEmailIn). */
export function sendClaimedOrderEmail(ask: EmailAsk, claim: ClaimResult) {
  const { uid, orderId, key } = ask;
  return bounded("order e-mail", { uid, orderId, key }, ORDER_EMAIL_TIMEOUT_MS, () =>
    afterClaim(ask, claim),
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
    const text = error instanceof Error ? error.message : String(error);
    logger.error(`${what} failed`, { ...fields, error: text });
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

async function afterClaim(ask: EmailAsk, claim: ClaimResult): Promise<OrderEmailAttempt> {
  const { uid, orderId, key } = ask;
  if (claim.kind === "wait") return "waiting";
  if (claim.kind === "done") return "done";
  if (claim.kind === "gave-up") {
    return gaveUp({ uid, orderId, key, attempts: claim.attempts, error: UNFINISHED_ATTEMPT });
  }
  const { attempt } = claim;
  const result = await send(uid, key, claim.order);
  const recorded = await recordOrderEmail(ask, claim, result);
  const fields = {
    uid,
    orderId,
    key,
    error: result.outcome === "failed" ? result.error : undefined,
  };
  if (recorded === "will-retry") {
    logger.warn("order e-mail not sent; it will be tried again", { ...fields, attempt });
  }
  if (recorded === "gave-up") return gaveUp({ ...fields, attempts: attempt });
  return recorded === "taken-over" ? "waiting" : recorded;
}

const templateOf = (key: OrderEmailKey) =>
  key === "confirmation"
    ? emailjsOrderConfirmationTemplateId
    : key === "shipped"
      ? emailjsOrderShippedTemplateId
      : emailjsRefundTemplateId;

/** "recorded" with no EmailJS configuration (the local stack); a failure is returned, not thrown. */
async function send(uid: string, key: OrderEmailKey, order: Data): Promise<MailOutcome> {
  const missing = missingSettings(templateOf(key));
  if (missing === "unset") return { outcome: "recorded" };
  if (missing) return { outcome: "failed", error: missing };
  // The address stored on the order, else the account's.
  const stored: unknown = order.customerEmail;
  const to = typeof stored === "string" && stored ? stored : (await getAuth().getUser(uid)).email;
  if (!to) return { outcome: "failed", error: "the shopper has no e-mail address" };
  const params = orderEmailParams(key, order, to, shopName.value(), shopUrl.value());
  try {
    await sendTemplate(templateOf(key).value(), params);
    return { outcome: "sent" };
  } catch (reason) {
    return { outcome: "failed", error: describeFailure(reason) };
  }
}

/** An error, since only a person can put it right. */
function gaveUp(fields: Record<string, unknown>) {
  logger.error("order e-mail not sent after its last attempt; no more attempts", fields);
  return "gave-up" as const;
}

export function logOrderEmailError(error: unknown, fields: Record<string, unknown>) {
  const text = error instanceof Error ? error.message : String(error);
  logger.error("order e-mail failed", { ...fields, error: text });
}
