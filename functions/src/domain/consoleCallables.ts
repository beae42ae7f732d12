import { z } from "zod";
import {
  adminAdvanceOrderInputSchema,
  adminCancelOrderInputSchema,
  adminCancelResultSchema,
  adminCodOutcomeInputSchema,
  adminMessageStatusSchema,
  adminOrderStageSchema,
  adminRefundOrderInputSchema,
  adminRefundResultSchema,
  adminSaveDiscountInputSchema,
  adminSaveVariantInputSchema,
  adminSetMessageStatusInputSchema,
  variantStockSchema,
} from "./admin";
import type { CallableEntry } from "./callables";
import { DISCOUNT_MESSAGES } from "./discounts";
import { perTenMinutes } from "./errors";
import { ADMIN_MESSAGES } from "./fulfilment";
import { INVOICE_MESSAGES } from "./gstInvoice";
import { paiseSchema as paise } from "./schemas";
import { STOCK_MESSAGES } from "./stock";

// The console's callables; callables.ts lists them with the shop's in CALLABLES.

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
  refusals: ADMIN_REFUSALS,
  timeoutSeconds: 30,
  rateLimit: perTenMinutes(200),
} as const;

/** A refund through Razorpay each: a recall cancelling an order every 10 s fits. */
const MONEY = {
  refusals: { ...ADMIN_REFUSALS, unavailable: { text: ADMIN_MESSAGES.refundRefused } },
  /** A commit, one Razorpay refund request (at most 8 s), then its record, + 30 s. */
  timeoutSeconds: 38,
  rateLimit: perTenMinutes(60),
} as const;

export const CONSOLE_CALLABLES = {
  adminAdvanceOrder: {
    name: "adminAdvanceOrder",
    access: "admin",
    input: adminAdvanceOrderInputSchema,
    output: adminOrderStageSchema,
    fallback: ADMIN_MESSAGES.updateFailed,
    ...OPERATOR,
    /** A few commits and one shopper e-mail (shipped, at most 2.5 s), + 30 s. */
    timeoutSeconds: 33,
  },
  adminCancelOrder: {
    name: "adminCancelOrder",
    access: "admin-money",
    input: adminCancelOrderInputSchema,
    output: adminCancelResultSchema,
    fallback: ADMIN_MESSAGES.updateFailed,
    ...MONEY,
  },
  adminRefundOrder: {
    name: "adminRefundOrder",
    access: "admin-money",
    input: adminRefundOrderInputSchema,
    output: adminRefundResultSchema,
    fallback: ADMIN_MESSAGES.refundRefused,
    ...MONEY,
  },
  /** A COD order's end at the door: cash collected (paid, method cod) or returned to origin. */
  adminCodOutcome: {
    name: "adminCodOutcome",
    access: "admin-money",
    input: adminCodOutcomeInputSchema,
    output: z.object({ status: z.enum(["paid", "returned"]) }),
    fallback: ADMIN_MESSAGES.updateFailed,
    ...OPERATOR,
    /** One Razorpay check (at most 8 s), commits, the invoice and an e-mail, + 30 s. */
    timeoutSeconds: 45,
  },
  adminSetMessageStatus: {
    name: "adminSetMessageStatus",
    access: "admin",
    input: adminSetMessageStatusInputSchema,
    output: adminMessageStatusSchema,
    fallback: ADMIN_MESSAGES.messageUpdateFailed,
    ...OPERATOR,
  },
  /** One variant's price, stock, visibility and threshold, with a history entry (docs/stock.md). */
  adminSaveVariant: {
    name: "adminSaveVariant",
    access: "admin",
    input: adminSaveVariantInputSchema,
    output: variantStockSchema,
    fallback: STOCK_MESSAGES.saveFailed,
    ...OPERATOR,
  },
  /** A discount code's terms, new or changed, with who saved it (docs/discounts.md). */
  adminSaveDiscount: {
    name: "adminSaveDiscount",
    access: "admin",
    input: adminSaveDiscountInputSchema,
    output: z.object({ code: z.string(), used: z.number().int().nonnegative() }),
    fallback: DISCOUNT_MESSAGES.saveFailed,
    ...OPERATOR,
  },
  /** A month's GSTR-1 tables and sales register as CSV, with the figures they reconcile to. */
  monthlyReturn: {
    name: "monthlyReturn",
    access: "admin",
    input: z.object({
      month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, INVOICE_MESSAGES.badMonth),
    }),
    output: z.object({
      files: z.array(z.object({ name: z.string().min(1), csv: z.string() })),
      /** Invoices less credit notes issued in the month; negative when refunds outweigh sales. */
      netTakingsPaise: z.number().int(),
      capturedPaise: paise,
      refundedPaise: paise,
    }),
    fallback: INVOICE_MESSAGES.exportFailed,
    ...OPERATOR,
    /** A month's documents and orders read, + 30 s. */
    timeoutSeconds: 60,
    rateLimit: perTenMinutes(30),
  },
} as const satisfies Record<string, CallableEntry>;
