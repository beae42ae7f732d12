import { z } from "zod";
import {
  ADMIN_MESSAGES,
  adminAdvanceOrderInputSchema,
  adminCancelOrderInputSchema,
  adminCancelResultSchema,
  adminMessageStatusSchema,
  adminOrderStageSchema,
  adminRefundOrderInputSchema,
  adminRefundResultSchema,
  adminSetMessageStatusInputSchema,
} from "./admin";
import { contactIssue } from "./contact";
import type { Refusal, RefusalCode } from "./errors";
import { CONTACT_TEXT } from "./contactText";
import { ORDER_ID_PATTERN } from "./orderId";
import { ORDER_MESSAGES } from "./orderRules";
import { PAYMENT_MESSAGES } from "./payment";
import {
  confirmPaymentInputSchema,
  contactMessageSchema,
  placeOrderInputSchema,
  startPaymentInputSchema,
} from "./schemas";

/** One contract, both sides: the function parses `input`; the web checks answers by `output`. */
export interface CallableContract<
  Name extends string = string,
  In extends z.ZodType = z.ZodType,
  Out extends z.ZodType = z.ZodType,
> {
  readonly name: Name;
  readonly input: In;
  readonly output: Out;
  /** The refusal sentence for input `input` rejects; the first issue's unless given. */
  readonly issueText?: (error: z.ZodError) => string;
  /**
   * Deployed with it, and the web waits it plus 5 s for the trip; headroom over the handler's
   * longest wait (payments/paymentTiming.ts; __tests__/runtime.test.ts).
   */
  readonly timeoutSeconds: number;
  readonly fallback: string;
  readonly refusals: Readonly<Partial<Record<RefusalCode, Refusal>>>;
}

/**
 * docs/architecture.md, "Adding a callable". "money" admin actions also check the token against
 * revocation; functions/src/index.ts deploys each callable from its entry.
 */
export interface CallableEntry<Name extends string = string> extends CallableContract<Name> {
  readonly access: "public" | { readonly signIn: string } | "admin" | "admin-money";
  readonly rateLimit?: { readonly max: number; readonly windowMs: number };
  readonly memory?: "256MiB" | "512MiB";
}

/** A signed-in customer's callable refuses a signed-out or unverified caller in its own words. */
export const CUSTOMER_REFUSALS = {
  unauthenticated: "server",
  "failed-precondition": "server",
} as const satisfies CallableContract["refusals"];

/** Every console refusal, in the server's own sentence (the rate limit's included). */
const ADMIN_REFUSALS = {
  unauthenticated: "server",
  "permission-denied": "server",
  "invalid-argument": "server",
  "not-found": "server",
  "failed-precondition": "server",
  "resource-exhausted": "server",
} as const satisfies CallableContract["refusals"];

/**
 * Ten minutes, so that a refused caller's "wait a few minutes" is true; each
 * limit is several times what an honest person does and far below a script.
 */
const perTenMinutes = (max: number) => ({ max, windowMs: 10 * 60_000 });
const paise = z.number().int().nonnegative();

/** Keys must equal the names: index.ts exports each under its key. */
const entries = <T extends { [Name in keyof T]: CallableEntry<Name & string> }>(all: T): T => all;

export const CALLABLES = entries({
  /** Prices the cart's lines from the catalog and writes one pending order per request id. */
  placeOrder: {
    name: "placeOrder",
    access: { signIn: ORDER_MESSAGES.loginToOrder },
    input: placeOrderInputSchema,
    output: z.object({ orderId: z.string().regex(ORDER_ID_PATTERN), amount: paise }),
    /** One Firestore transaction; the client waits 5 s per try and tries three times. */
    timeoutSeconds: 30,
    fallback: ORDER_MESSAGES.createFailed,
    refusals: {
      ...CUSTOMER_REFUSALS,
      "invalid-argument": "server",
      "resource-exhausted": "server",
    },
    /** One call per tap, two when the web retries; the open-order cap bounds what is stored. */
    rateLimit: perTenMinutes(30),
  },
  /** Saves the address and answers the one Razorpay order for the stored amount (docs/product.md §7). */
  startPayment: {
    name: "startPayment",
    access: { signIn: PAYMENT_MESSAGES.loginToProceed },
    input: startPaymentInputSchema,
    output: z.object({
      orderId: z.string().regex(ORDER_ID_PATTERN),
      keyId: z.string().min(1),
      razorpayOrderId: z.string().min(1),
      amount: paise,
      currency: z.literal("INR"),
      name: z.string(),
      description: z.string(),
      prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
    }),
    /** Creates the Razorpay order, or waits for the caller that does (the 20 s claim), + 30 s. */
    timeoutSeconds: 50,
    fallback: PAYMENT_MESSAGES.startFailed,
    refusals: {
      ...CUSTOMER_REFUSALS,
      "invalid-argument": "server",
      "not-found": "server",
      "resource-exhausted": "server",
    },
    /** A shopper who closes the widget and pays again calls it again. */
    rateLimit: perTenMinutes(30),
  },
  /**
   * "paid" only once a captured payment of the stored amount is on the order ("confirming" while
   * only authorised). Past the rate limit the webhook or the reconciler still settles.
   */
  confirmPayment: {
    name: "confirmPayment",
    access: { signIn: PAYMENT_MESSAGES.loginToProceed },
    input: confirmPaymentInputSchema,
    output: z.object({ status: z.enum(["paid", "confirming"]) }),
    /** A signature check and three Razorpay calls of at most 4 s each, + 20 s. */
    timeoutSeconds: 32,
    fallback: PAYMENT_MESSAGES.updateFailed,
    refusals: {
      ...CUSTOMER_REFUSALS,
      "invalid-argument": "server",
      "not-found": "server",
      "permission-denied": "server",
      "resource-exhausted": { text: PAYMENT_MESSAGES.updateFailed },
    },
    rateLimit: perTenMinutes(30),
  },
  /**
   * Open to visitors, limited per network and per account by its handler
   * (docs/contact.md); the same answer for a stored message and a bot.
   */
  sendContactMessage: {
    name: "sendContactMessage",
    access: "public",
    input: contactMessageSchema,
    output: z.object({ received: z.literal(true) }),
    issueText: contactIssue,
    /** Two EmailJS sends in parallel after the message is stored. */
    timeoutSeconds: 30,
    fallback: CONTACT_TEXT.unexpected,
    refusals: {
      "invalid-argument": "server",
      "resource-exhausted": { text: CONTACT_TEXT.tooMany },
      unavailable: { text: CONTACT_TEXT.emailFailed },
      // Never answered by the function itself; a platform refusal shows the spec's words.
      "permission-denied": { text: CONTACT_TEXT.permissionDenied },
    },
  },
  /** paid → packed → shipped → delivered, forward only; three calls per order. */
  adminAdvanceOrder: {
    name: "adminAdvanceOrder",
    access: "admin",
    input: adminAdvanceOrderInputSchema,
    output: adminOrderStageSchema,
    /** A few commits and one shopper e-mail (shipped, at most 2.5 s), + 30 s. */
    timeoutSeconds: 33,
    fallback: ADMIN_MESSAGES.updateFailed,
    refusals: ADMIN_REFUSALS,
    rateLimit: perTenMinutes(200),
  },
  /** Cancels and refunds what is left (again: retries that refund); `unpaid` closes an unpaid order. */
  adminCancelOrder: {
    name: "adminCancelOrder",
    access: "admin-money",
    input: adminCancelOrderInputSchema,
    output: adminCancelResultSchema,
    /** A commit, one Razorpay refund request (at most 8 s), then its record, + 30 s. */
    timeoutSeconds: 38,
    fallback: ADMIN_MESSAGES.updateFailed,
    refusals: { ...ADMIN_REFUSALS, unavailable: { text: ADMIN_MESSAGES.refundRefused } },
    /** Each one is a refund through Razorpay; a recall cancelling an order every 10 s fits. */
    rateLimit: perTenMinutes(60),
  },
  /** A full or partial refund through Razorpay's Refunds API. */
  adminRefundOrder: {
    name: "adminRefundOrder",
    access: "admin-money",
    input: adminRefundOrderInputSchema,
    output: adminRefundResultSchema,
    timeoutSeconds: 38,
    fallback: ADMIN_MESSAGES.refundRefused,
    refusals: { ...ADMIN_REFUSALS, unavailable: { text: ADMIN_MESSAGES.refundRefused } },
    rateLimit: perTenMinutes(60),
  },
  /** A contact message's inbox state: new → read → replied, two calls per message. */
  adminSetMessageStatus: {
    name: "adminSetMessageStatus",
    access: "admin",
    input: adminSetMessageStatusInputSchema,
    output: adminMessageStatusSchema,
    timeoutSeconds: 30,
    fallback: ADMIN_MESSAGES.messageUpdateFailed,
    refusals: ADMIN_REFUSALS,
    rateLimit: perTenMinutes(200),
  },
});

export type CallableName = keyof typeof CALLABLES;
/** What a caller sends (before the schema's defaults). */
export type CallableInput<Name extends CallableName> = z.input<(typeof CALLABLES)[Name]["input"]>;
/** What a caller gets, once checked. */
export type CallableOutput<Name extends CallableName> = z.output<
  (typeof CALLABLES)[Name]["output"]
>;
export type PlacedOrder = CallableOutput<"placeOrder">;
export type PaymentSession = CallableOutput<"startPayment">;
export type ConfirmPaymentResult = CallableOutput<"confirmPayment">;
export type ContactReceipt = CallableOutput<"sendContactMessage">;
