/**
 * What the retry tests share: a paid order of Asha's whose confirmation
 * EmailJS refused, EmailJS answering as each test says, the order's e-mail
 * records and the retry queue as stored.
 */
import { Timestamp } from "firebase-admin/firestore";
import { afterEach } from "vitest";
import { confirmPayment } from "../../index";
import { COLLECTIONS, firestorePaths } from "../../domain";
import { db } from "../../lib/firestore";
import { callAs, type TestCaller } from "../../testing/harness";
import { EMAILJS_ENV, setEnv } from "../../contact/__tests__/contactTesting";
import { interceptEmailJs, type EmailJsAnswer } from "../../contact/__tests__/emailjsIntercept";
import {
  payOnEmulator,
  startedOrder,
  storedOrder,
  type PaymentKit,
} from "../../payments/__tests__/paymentKit";

export const asha: TestCaller = { uid: "asha" };
export const ORDER_ENV = {
  ...EMAILJS_ENV,
  EMAILJS_ORDER_CONFIRMATION_TEMPLATE_ID: "template_order_confirmed",
  EMAILJS_ORDER_SHIPPED_TEMPLATE_ID: "template_order_shipped",
  EMAILJS_REFUND_TEMPLATE_ID: "template_refund",
};
export const MINUTE = 60_000;

/** EmailJS configured and answering `answer.current` (429 until a test says otherwise). */
export function useEmailJs() {
  const answer: { current: EmailJsAnswer } = { current: 429 };
  let intercepted: ReturnType<typeof interceptEmailJs> | undefined;
  afterEach(() => {
    for (const name of Object.keys(ORDER_ENV)) delete process.env[name];
  });
  return {
    answer,
    start() {
      setEnv(ORDER_ENV);
      answer.current = 429;
      intercepted = interceptEmailJs(() => answer.current);
    },
    /** The confirmations EmailJS was asked to send. */
    get sent() {
      return intercepted?.requests.length ?? 0;
    },
  };
}

/**
 * Asha pays; the checkout's confirmation asks for the e-mail, which EmailJS
 * answers as set. `confirmAgain`: the shopper's page confirming once more,
 * a path that asks for the confirmation again.
 */
export async function paidOrder(kit: PaymentKit) {
  const { orderId, razorpayOrderId } = await startedOrder(asha);
  await db()
    .doc(firestorePaths.userOrder(asha.uid, orderId))
    .update({ customerEmail: "asha@example.in" });
  const answer = await payOnEmulator(kit, razorpayOrderId);
  const confirmAgain = () => callAs(confirmPayment, asha, { orderId, ...answer });
  await confirmAgain();
  return { orderId, confirmAgain };
}

export async function confirmationOf(orderId: string): Promise<Record<string, unknown>> {
  const emails = (await storedOrder(asha.uid, orderId))?.emails as
    Record<string, Record<string, unknown>> | undefined;
  return emails?.confirmation ?? {};
}

/** When the stored confirmation's next attempt is due. */
export async function nextAttemptOf(orderId: string): Promise<Date> {
  const next = (await confirmationOf(orderId)).nextAttemptAt;
  if (!(next instanceof Timestamp)) throw new Error("the confirmation has no next attempt");
  return next.toDate();
}

/** The retry queue as stored: id → {uid, orderId, key, dueAt}. */
export async function retryQueue(): Promise<Record<string, Record<string, unknown>>> {
  const snapshot = await db().collection(COLLECTIONS.orderEmailRetries).get();
  return Object.fromEntries(snapshot.docs.map((doc) => [doc.id, doc.data()]));
}
