import { randomUUID } from "node:crypto";
import { logger } from "firebase-functions";
import { shopName } from "../config";
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
  const ask = { uid, orderId, key, token: randomUUID(), now };
  return bounded(ask, timeLimitMs, async () =>
    afterClaim(ask, await claimOrderEmail(uid, orderId, key, ask.token, now)),
  );
}

/** The rest of sendOrderEmailOnce, for a claim its caller made in its own commit (claimEmailIn). */
export function sendClaimedOrderEmail(ask: EmailAsk, claim: ClaimResult) {
  return bounded(ask, ORDER_EMAIL_TIMEOUT_MS, () => afterClaim(ask, claim));
}

async function bounded(
  { uid, orderId, key }: EmailAsk,
  timeLimitMs: number,
  attempt: () => Promise<OrderEmailAttempt>,
): Promise<OrderEmailAttempt> {
  let timer: NodeJS.Timeout | undefined;
  const timeLimit = new Promise<"timed-out">((resolve) => {
    timer = setTimeout(() => resolve("timed-out"), timeLimitMs);
  });
  // Caught here, not around the race: an attempt past its time limit may still fail later.
  const delivery = attempt().catch((error: unknown) => {
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

async function afterClaim(ask: EmailAsk, claim: ClaimResult): Promise<OrderEmailAttempt> {
  const { uid, orderId, key } = ask;
  if (claim.kind === "wait") return "waiting";
  if (claim.kind === "done") return "done";
  if (claim.kind === "gave-up") {
    const { attempts } = claim;
    orderEmailLog.gaveUp({ uid, orderId, key, attempts, error: UNFINISHED_ATTEMPT });
    return "gave-up";
  }
  const { attempt, order } = claim;
  const result = mailConfigProblem(key) ?? (await send(uid, key, order));
  const recorded = await recordOrderEmail(ask, claim, result);
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

type Fields = Record<string, unknown>;

/** A given-up e-mail is logged as an error, since only a person can put it right. */
export const orderEmailLog = {
  notSent(fields: Fields) {
    logger.warn("order e-mail not sent; it will be tried again", fields);
  },
  gaveUp(fields: Fields) {
    logger.error("order e-mail not sent after its last attempt; no more attempts", fields);
  },
  timedOut(fields: Fields) {
    logger.warn("order e-mail timed out", fields);
  },
  failed(error: unknown, fields: Fields) {
    logger.error("order e-mail failed", {
      ...fields,
      error: error instanceof Error ? error.message : String(error),
    });
  },
  retried(summary: Fields) {
    logger.info("order e-mail retries finished", summary);
  },
};
