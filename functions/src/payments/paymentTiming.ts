// Every time limit and delay of the payment path, with why: Razorpay gives a webhook 5 s, a
// shopper watches a spinner, the reconciler runs every 5 minutes.
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The webhook calls Razorpay for nothing today; this bounds any call a future event needs. */
export const WEBHOOK_RAZORPAY_TIMEOUT_MS = 2500;
/** Calls to Razorpay while the shopper waits on confirmPayment; past it, "confirming" is answered. */
export const CONFIRM_RAZORPAY_TIMEOUT_MS = 4000;
/** One startPayment creates the Razorpay order; the others wait this long for it at most. */
export const RAZORPAY_ORDER_CLAIM_MS = 20 * SECOND;
/** A capture in progress for one payment keeps others from capturing a second payment. */
export const CAPTURE_CLAIM_MS = 2 * MINUTE;

/** A new checkout: its confirm or webhook is on its way; the reconciler looks after this long. */
export const FIRST_CHECK_DELAY_MS = 5 * MINUTE;
/** A payment being confirmed (authorised, or Razorpay not answering): look again soon. */
export const CONFIRMING_CHECK_DELAY_MS = 1 * MINUTE;
/** After a failed look (Razorpay down), the next one. */
export const RETRY_CHECK_DELAY_MS = 5 * MINUTE;

// The next look by the order's age: often while paying, rarely once abandoned, never after a week
// (Razorpay refunds an uncaptured authorisation after 5 days).
export function nextCheckDelay(ageMs: number): number | null {
  if (ageMs < HOUR) return 5 * MINUTE;
  if (ageMs < DAY) return 30 * MINUTE;
  if (ageMs < 7 * DAY) return 6 * HOUR;
  return null;
}

/** A refund request to Razorpay while an operator waits in the console. */
export const ADMIN_RAZORPAY_TIMEOUT_MS = 8 * SECOND;
/** One shopper e-mail on a payment path: past it the path goes on; the claim's lease retries. */
export const ORDER_EMAIL_TIMEOUT_MS = 2500;
/** How long an e-mail claim ("sending") keeps others off before a crashed attempt may be retried. */
export const ORDER_EMAIL_LEASE_MS = 2 * MINUTE;
/** A paid order's invoice (or a refund's credit note) is issued at once; past this, the reconciler does. */
export const TAX_DOCUMENT_GRACE_MS = 2 * MINUTE;
