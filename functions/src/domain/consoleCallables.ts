import { z } from "zod";
import { VARIANT_KEYS } from "./products";
import type { CallableEntry } from "./callables";
import { DISCOUNT_MESSAGES } from "./discounts";
import { perTenMinutes } from "./errors";
import { isDocumentId } from "./firestorePaths";
import { ADMIN_MESSAGES, FULFILMENT_STAGES } from "./fulfilment";
import { INVOICE_MESSAGES } from "./gstInvoice";
import { cleanText, discountCodeSchema, isCleanText, orderIdSchema, paiseSchema } from "./schemas";
import { STOCK_MESSAGES } from "./stock";
import { MESSAGES } from "./validation";

// The console's callables and their schemas; callables.ts lists them with the shop's in CALLABLES.
// An order is named by owner uid and order id: the path the functions read, never a search.

/** A path segment under the text rule: a lone surrogate is no stored document's id. */
const documentId = (notFound: string) =>
  z.string({ error: notFound }).refine((id) => isDocumentId(id) && isCleanText(id), notFound);
/** A client-made key (a UUID per click) that makes a repeated request a no-op. */
const requestKey = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, "Invalid request key.");
const orderRef = {
  uid: documentId(ADMIN_MESSAGES.orderNotFound),
  orderId: orderIdSchema,
  requestKey,
};
/** One line under the text rule: carrier and tracking go into the shopper's e-mail. */
const line = (max: number, label: string) => z.string().trim().max(max).check(cleanText(label));
const reason = line(200, "the reason").optional();

const refundResult = z.object({
  refundId: z.string().min(1),
  amount: z.number().int().positive(),
  state: z.enum(["pending", "processed", "failed"]),
});

export const CONTACT_STATUSES = ["new", "read", "replied"] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

const { badFigures } = STOCK_MESSAGES;
const units = z.number({ message: badFigures }).int(badFigures);
const unitsOrNone = units.nonnegative(badFigures);
const figures = {
  price: units.positive(badFigures),
  stock: unitsOrNone,
  active: z.boolean(),
  lowStock: unitsOrNone,
};
/** catalog/{productId}.variants[variantKey] (docs/stock.md); the console's save leaves `held`. */
export const variantStockSchema = z.object({ ...figures, held: unitsOrNone });

const { badTerms } = DISCOUNT_MESSAGES;
const day = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, badTerms);
const count = z.number().int(badTerms).min(0, badTerms).max(1_000_000, badTerms);

/** What the owner sets for a discount code (docs/discounts.md); limits of 0 mean none. */
export const adminSaveDiscountInputSchema = z
  .object({
    code: discountCodeSchema,
    kind: z.enum(["percent", "fixed"], { error: badTerms }),
    /** Percent 1–90, or paise off for "fixed". */
    value: count.min(1, badTerms),
    /** Goods value (the order's lines at their prices) the order must reach. */
    minOrder: count.max(100_000_000, badTerms),
    /** First and last day it may be used, India time, inclusive: "2026-11-01". */
    startsOn: day,
    endsOn: day,
    totalLimit: count,
    perShopperLimit: count,
    prepaidOnly: z.boolean(),
    active: z.boolean(),
  })
  .refine((t) => t.endsOn >= t.startsOn && (t.kind === "fixed" || t.value <= 90), badTerms);

const ADMIN_REFUSALS = {
  unauthenticated: "server",
  "permission-denied": "server",
  "invalid-argument": "server",
  "not-found": "server",
  "failed-precondition": "server",
  "resource-exhausted": "server",
} as const;

/** An operator's callable unless an entry says otherwise: 30 s, 200 calls in any 10 minutes. */
const OPERATOR = {
  access: "admin",
  refusals: ADMIN_REFUSALS,
  timeoutSeconds: 30,
  rateLimit: perTenMinutes(200),
} as const;

/** A refund through Razorpay each: a recall cancelling an order every 10 s fits. */
const MONEY = {
  access: "admin-money",
  refusals: { ...ADMIN_REFUSALS, unavailable: { text: ADMIN_MESSAGES.refundRefused } },
  /** A commit, one Razorpay refund request (at most 8 s), then its record, + 30 s. */
  timeoutSeconds: 38,
  rateLimit: perTenMinutes(60),
} as const;

export const CONSOLE_CALLABLES = {
  adminAdvanceOrder: {
    input: z.object({
      ...orderRef,
      to: z.enum(["packed", "shipped", "delivered"]),
      /** Required (non-empty) when `to` is "shipped". */
      carrier: line(60, "the carrier").optional(),
      trackingNumber: line(60, "the tracking number").optional(),
    }),
    output: z.object({ stage: z.enum(FULFILMENT_STAGES) }),
    fallback: ADMIN_MESSAGES.updateFailed,
    ...OPERATOR,
    /** A few commits and one shopper e-mail (shipped, at most 2.5 s), + 30 s. */
    timeoutSeconds: 33,
  },
  adminCancelOrder: {
    /** `unpaid`: cancel an unpaid order (closed, nothing to refund); a paid one is then refused. */
    input: z.object({ ...orderRef, reason, unpaid: z.literal(true).optional() }),
    /** The refund the cancellation made, absent when nothing was left to refund. */
    output: z.object({ stage: z.literal("cancelled"), refund: refundResult.optional() }),
    fallback: ADMIN_MESSAGES.updateFailed,
    ...MONEY,
  },
  adminRefundOrder: {
    /** `amount` in paise; at most what is left to refund (checked by the function). */
    input: z.object({ ...orderRef, amount: z.number().int().positive().max(100_000_000), reason }),
    output: refundResult,
    fallback: ADMIN_MESSAGES.refundRefused,
    ...MONEY,
  },
  /** A COD order's end at the door: cash collected (paid, method cod) or returned to origin. */
  adminCodOutcome: {
    input: z.object({ ...orderRef, outcome: z.enum(["collected", "returned"]) }),
    output: z.object({ status: z.enum(["paid", "returned"]) }),
    fallback: ADMIN_MESSAGES.updateFailed,
    ...OPERATOR,
    access: "admin-money",
    /** One Razorpay check (at most 8 s), commits, the invoice and an e-mail, + 30 s. */
    timeoutSeconds: 45,
  },
  adminSetMessageStatus: {
    input: z.object({
      messageId: documentId(ADMIN_MESSAGES.messageNotFound),
      status: z.enum(["read", "replied"]),
    }),
    output: z.object({ status: z.enum(CONTACT_STATUSES) }),
    fallback: ADMIN_MESSAGES.messageUpdateFailed,
    ...OPERATOR,
  },
  /** One variant's price, stock, visibility and threshold, with a history entry (docs/stock.md). */
  adminSaveVariant: {
    input: z.object({
      productId: z.string().min(1).max(100),
      variantKey: z.enum(VARIANT_KEYS, { error: MESSAGES.invalidVariant }),
      ...figures,
      requestKey,
    }),
    output: variantStockSchema,
    fallback: STOCK_MESSAGES.saveFailed,
    ...OPERATOR,
  },
  /** A discount code's terms, new or changed, with who saved it (docs/discounts.md). */
  adminSaveDiscount: {
    input: adminSaveDiscountInputSchema,
    output: z.object({ code: z.string(), used: z.number().int().nonnegative() }),
    fallback: DISCOUNT_MESSAGES.saveFailed,
    ...OPERATOR,
  },
  /** A month's GSTR-1 tables and sales register as CSV, with the figures they reconcile to. */
  monthlyReturn: {
    input: z.object({
      month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, INVOICE_MESSAGES.badMonth),
    }),
    output: z.object({
      files: z.array(z.object({ name: z.string().min(1), csv: z.string() })),
      /** Invoices less credit notes issued in the month; negative when refunds outweigh sales. */
      netTakingsPaise: z.number().int(),
      capturedPaise: paiseSchema,
      refundedPaise: paiseSchema,
    }),
    fallback: INVOICE_MESSAGES.exportFailed,
    ...OPERATOR,
    /** A month's documents and orders read, + 30 s. */
    timeoutSeconds: 60,
    rateLimit: perTenMinutes(30),
  },
} as const satisfies Record<string, Omit<CallableEntry, "name">>;
