import type { QueryDocumentSnapshot } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { COLLECTIONS, isOrderEmailKey } from "../domain";
import { drainDueQueue } from "../lib/dueQueue";
import { db } from "../lib/firestore";
import { lostRace } from "../lib/optimistic";
import { pacedSender } from "../contact/mailer";
import {
  sendAlertOnce,
  sendRestock,
  targetOf,
  type AlertOutcome,
} from "../stockAlerts/restockEmails";
import { logError, sendOrderEmailOnce } from "./orderEmails";

/** What index.ts gives the scheduled run; the budget leaves room for one more attempt and the log. */
export const RETRY_EMAILS_TIMEOUT_SECONDS = 300;
const DEFAULT_BUDGET_MS = (RETRY_EMAILS_TIMEOUT_SECONDS - 60) * 1000;
const PAGE_SIZE = 50;
/** One retry (claim, send, record): nobody waits on it, so longer than a payment path's. */
const ATTEMPT_TIME_LIMIT_MS = 20_000;

/** How a retry run counts each attempt's outcome (timed out or failed: its lease brings it back). */
const COUNTED_AS = {
  sent: "sent",
  recorded: "sent",
  "will-retry": "willRetry",
  "gave-up": "gaveUp",
  waiting: "waiting",
  done: "done",
  "timed-out": "errors",
  error: "errors",
} as const;
type Counts = Record<(typeof COUNTED_AS)[keyof typeof COUNTED_AS] | "due", number>;

type RunOptions = { now?: Date; budgetMs?: number; pageSize?: number };

/** One at a time: EmailJS limits an account's pace, and a refusal spends an attempt. */
export async function retryDueOrderEmails({ now = new Date(), ...options }: RunOptions = {}) {
  const names = ["due", ...Object.values(COUNTED_AS)];
  const counts = Object.fromEntries(names.map((name) => [name, 0])) as Counts;
  const queue = db().collection(COLLECTIONS.orderEmailRetries);
  const run = { now, budgetMs: DEFAULT_BUDGET_MS, pageSize: PAGE_SIZE, ...options };
  const unfinished = await drainDueQueue(queue, "dueAt", run, async (entry) => {
    counts.due += 1;
    const { uid, orderId, key } = entry.data();
    const known = typeof uid === "string" && typeof orderId === "string" && isOrderEmailKey(key);
    const limits = { now, timeLimitMs: ATTEMPT_TIME_LIMIT_MS };
    const result = known ? await sendOrderEmailOnce(uid, orderId, key, limits) : "done";
    counts[COUNTED_AS[result]] += 1;
    if (result === "done") await forget(entry);
  });
  const summary = { ...counts, unfinished };
  logger.info("order e-mail retries finished", summary);
  return summary;
}

/** Removes an entry unless rewritten since it was read; one that fails is looked at next run. */
async function forget(entry: QueryDocumentSnapshot) {
  await entry.ref.delete({ lastUpdateTime: entry.updateTime }).catch((error: unknown) => {
    if (!lostRace(error)) logError("order e-mail failed", error, { retry: entry.id });
  });
}

/** "Notify me" (docs/stock.md#notify-me): restocks whose save ran out of time (catalogChanges
 * `alertsDueAt`), then alerts due again (`dueAt`). */
export async function retryDueStockAlerts({
  now = new Date(),
  budgetMs = DEFAULT_BUDGET_MS,
  pageSize = PAGE_SIZE,
}: RunOptions = {}) {
  const counts: Partial<Record<AlertOutcome, number>> = {};
  const count = (outcome: AlertOutcome) => void (counts[outcome] = (counts[outcome] ?? 0) + 1);
  const run = { now, deadline: Date.now() + budgetMs, send: pacedSender(), count };
  const restocks = await drainDueQueue(
    db().collection(COLLECTIONS.catalogChanges),
    "alertsDueAt",
    { now, budgetMs, pageSize },
    (change) => sendRestock(targetOf(change), run),
  );
  const left = { now, budgetMs: Math.max(0, run.deadline - Date.now()), pageSize };
  const due = db().collection(COLLECTIONS.stockAlerts);
  const retried = await drainDueQueue(due, "dueAt", left, async (alert) => {
    count(await sendAlertOnce(targetOf(alert), run, ATTEMPT_TIME_LIMIT_MS));
  });
  const summary = { ...counts, unfinished: restocks || retried };
  logger.info("stock alert e-mail retries finished", summary);
  return summary;
}

/** The scheduled run: order e-mails first, "Notify me" ones in the budget they leave. */
export async function retryDueEmails() {
  const deadline = Date.now() + DEFAULT_BUDGET_MS;
  await retryDueOrderEmails();
  await retryDueStockAlerts({ budgetMs: Math.max(0, deadline - Date.now()) });
}
