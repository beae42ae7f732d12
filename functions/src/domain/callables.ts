import { z } from "zod";
import { CONSOLE_CALLABLES } from "./consoleCallables";
import { COD_MESSAGES } from "./cod";
import { contactIssue } from "./contact";
import { perTenMinutes, type Refusal, type RefusalCode } from "./errors";
import { CONTACT_TEXT } from "./contactText";
import { DOCUMENT_NUMBER_PATTERN, INVOICE_MESSAGES } from "./gstInvoice";
import { ORDER_ID_PATTERN } from "./order";
import { ORDER_MESSAGES, MESSAGES } from "./validation";
import { PAYMENT_MESSAGES } from "./payment";
import { STOCK_MESSAGES } from "./stock";
import { DISCOUNT_MESSAGES } from "./discounts";
import { VARIANT_KEYS } from "./products";
import {
  cartLineSchema,
  codOrderInputSchema,
  confirmPaymentInputSchema,
  discountCodeSchema,
  contactMessageSchema,
  orderIdSchema,
  paiseSchema as paise,
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
  /** Deployed with it; the web waits it plus 5 s (headroom: __tests__/runtime.test.ts). */
  readonly timeoutSeconds: number;
  readonly fallback: string;
  readonly refusals: Readonly<Partial<Record<RefusalCode, Refusal>>>;
}

/** "admin-money" also checks the token against revocation (docs/architecture.md). */
export interface CallableEntry<Name extends string = string> extends CallableContract<Name> {
  readonly access: "public" | { readonly signIn: string } | "admin" | "admin-money";
  readonly rateLimit?: { readonly max: number; readonly windowMs: number };
}

/** Each entry named by its key, the deployed function's name. */
const named = <T extends Record<string, Omit<CallableEntry, "name">>>(all: T) =>
  Object.fromEntries(Object.entries(all).map(([name, entry]) => [name, { name, ...entry }])) as {
    [Name in keyof T]: T[Name] & { readonly name: Name };
  };

export const CUSTOMER_REFUSALS = {
  unauthenticated: "server",
  "failed-precondition": "server",
} as const satisfies CallableContract["refusals"];

/** A signed-in shopper's callable unless an entry says otherwise: 30 calls in any 10 minutes. */
const SHOPPER = {
  refusals: { ...CUSTOMER_REFUSALS, "invalid-argument": "server", "resource-exhausted": "server" },
  rateLimit: perTenMinutes(30),
} as const;
/** One that reads the shopper's order (or document) first. */
const ON_AN_ORDER = {
  ...SHOPPER,
  refusals: { ...SHOPPER.refusals, "not-found": "server" },
} as const;
/** A step of paying for the shopper's order, online or cash on delivery. */
const PAYER = { ...ON_AN_ORDER, access: { signIn: PAYMENT_MESSAGES.loginToProceed } } as const;

export const CALLABLES = named({
  placeOrder: {
    access: { signIn: ORDER_MESSAGES.loginToOrder },
    input: placeOrderInputSchema,
    output: z.object({ orderId: z.string().regex(ORDER_ID_PATTERN), amount: paise }),
    timeoutSeconds: 30,
    fallback: ORDER_MESSAGES.createFailed,
    ...SHOPPER,
  },
  startPayment: {
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
    ...PAYER,
  },
  confirmPayment: {
    input: confirmPaymentInputSchema,
    output: z.object({ status: z.enum(["paid", "confirming"]) }),
    /** A signature check and three Razorpay calls of at most 4 s each, + 20 s. */
    timeoutSeconds: 32,
    fallback: PAYMENT_MESSAGES.updateFailed,
    ...PAYER,
    refusals: {
      ...PAYER.refusals,
      "permission-denied": "server",
      "resource-exhausted": { text: PAYMENT_MESSAGES.updateFailed },
    },
  },
  /** A discount code on these lines at live prices: what it takes off, or why it is refused. */
  checkDiscount: {
    access: { signIn: ORDER_MESSAGES.loginToOrder },
    input: placeOrderInputSchema.pick({ items: true }).extend({ code: discountCodeSchema }),
    output: z.object({
      code: z.string(),
      goods: paise,
      discount: paise,
      total: paise,
      prepaidOnly: z.boolean(),
    }),
    timeoutSeconds: 20,
    fallback: DISCOUNT_MESSAGES.checkFailed,
    /** Enough for a shopper's typos, too few to guess codes by trying. */
    ...SHOPPER,
  },
  /** "Notify me": one e-mail to the caller when the variant is back in stock (docs/stock.md). */
  notifyWhenBack: {
    access: { signIn: STOCK_MESSAGES.notifyLogin },
    input: z.object({
      productId: cartLineSchema.shape.productId,
      variantKey: z.enum(VARIANT_KEYS, { error: MESSAGES.invalidVariant }),
    }),
    output: z.object({ subscribed: z.literal(true) }),
    timeoutSeconds: 20,
    fallback: STOCK_MESSAGES.notifyFailed,
    ...SHOPPER,
    rateLimit: perTenMinutes(20),
  },
  /** Cash on delivery (docs/cod.md): the server's fee and total, or why COD is refused. */
  codQuote: {
    input: codOrderInputSchema.extend({
      pincode: z
        .string({ error: MESSAGES.invalidPincode })
        .regex(/^\d{6}$/, MESSAGES.invalidPincode),
    }),
    output: z.object({ fee: paise, total: paise, refusal: z.string().optional() }),
    timeoutSeconds: 20,
    fallback: COD_MESSAGES.placeFailed,
    ...PAYER,
    rateLimit: perTenMinutes(60),
  },
  /** Confirms the order for cash on delivery, within every limit, with the address. */
  placeCodOrder: {
    input: startPaymentInputSchema,
    output: z.object({
      orderId: orderIdSchema,
      status: z.literal("cod"),
      fee: paise,
      total: paise,
    }),
    /** A few reads and one commit, + 20 s. */
    timeoutSeconds: 25,
    fallback: COD_MESSAGES.placeFailed,
    ...PAYER,
  },
  /** The shopper's own cancel of a COD order not yet shipped. */
  cancelCodOrder: {
    input: codOrderInputSchema,
    output: z.object({ closed: z.literal("cancelled") }),
    timeoutSeconds: 25,
    fallback: COD_MESSAGES.cancelFailed,
    ...PAYER,
  },
  /** Open to visitors, limited per network and per account by its handler (docs/contact.md). */
  sendContactMessage: {
    access: "public",
    input: contactMessageSchema,
    output: z.object({ received: z.literal(true) }),
    issueText: contactIssue,
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
  /** An invoice or credit note as an A4 PDF (base64): its buyer, or an admin (docs/invoices.md). */
  taxDocumentPdf: {
    access: { signIn: INVOICE_MESSAGES.signIn },
    input: z.object({
      number: z.string().regex(DOCUMENT_NUMBER_PATTERN, INVOICE_MESSAGES.badNumber),
    }),
    output: z.object({ filename: z.string().min(1), pdf: z.string().min(1) }),
    /** One read and a page or two of PDF, + 25 s. */
    timeoutSeconds: 30,
    fallback: INVOICE_MESSAGES.pdfFailed,
    ...ON_AN_ORDER,
    rateLimit: perTenMinutes(60),
  },
  ...CONSOLE_CALLABLES,
});

export type CallableName = keyof typeof CALLABLES;
export type CallableInput<Name extends CallableName> = z.input<(typeof CALLABLES)[Name]["input"]>;
export type CallableOutput<Name extends CallableName> = z.output<
  (typeof CALLABLES)[Name]["output"]
>;
export type PlacedOrder = CallableOutput<"placeOrder">;
export type PaymentSession = CallableOutput<"startPayment">;
export type ConfirmPaymentResult = CallableOutput<"confirmPayment">;
export type ContactReceipt = CallableOutput<"sendContactMessage">;
