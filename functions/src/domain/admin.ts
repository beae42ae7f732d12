import { z } from "zod";
import { VARIANT_KEYS } from "./catalog";
import { STOCK_MESSAGES } from "./stock";
import { MESSAGES } from "./validation";
import { ADMIN_MESSAGES, FULFILMENT_STAGES } from "./fulfilment";
import { isDocumentId } from "./firestorePaths";
import { cleanText, discountCodeSchema, isCleanText, orderIdSchema } from "./schemas";
import { DISCOUNT_MESSAGES, type DiscountTerms } from "./discounts";

// An order is named by owner uid and order id: the path the functions read, never a search.

/** A path segment under the text rule: a lone surrogate is no stored document's id. */
const documentId = (value: string) => isDocumentId(value) && isCleanText(value);

const uidSchema = z
  .string({ error: ADMIN_MESSAGES.orderNotFound })
  .refine(documentId, ADMIN_MESSAGES.orderNotFound);

/** A client-made key (a UUID per click) that makes a repeated request a no-op. */
const requestKeySchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, "Invalid request key.");

const orderRef = { uid: uidSchema, orderId: orderIdSchema, requestKey: requestKeySchema };

/** One line under the text rule: carrier and tracking go into the shopper's e-mail. */
const line = (max: number, label: string) => z.string().trim().max(max).check(cleanText(label));

export const adminAdvanceOrderInputSchema = z.object({
  ...orderRef,
  to: z.enum(["packed", "shipped", "delivered"]),
  /** Required (non-empty) when `to` is "shipped". */
  carrier: line(60, "the carrier").optional(),
  trackingNumber: line(60, "the tracking number").optional(),
});

export const adminCancelOrderInputSchema = z.object({
  ...orderRef,
  reason: line(200, "the reason").optional(),
  /** Cancel an unpaid order (closed, nothing to refund); a paid one is then refused. */
  unpaid: z.literal(true).optional(),
});

export const adminRefundOrderInputSchema = z.object({
  ...orderRef,
  /** In paise; at most what is left to refund (checked by the function). */
  amount: z.number().int().positive().max(100_000_000),
  reason: line(200, "the reason").optional(),
});

export const adminCodOutcomeInputSchema = z.object({
  ...orderRef,
  outcome: z.enum(["collected", "returned"]),
});

export const CONTACT_STATUSES = ["new", "read", "replied"] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const adminSetMessageStatusInputSchema = z.object({
  messageId: z
    .string({ error: ADMIN_MESSAGES.messageNotFound })
    .refine(documentId, ADMIN_MESSAGES.messageNotFound),
  status: z.enum(["read", "replied"]),
});

export const adminOrderStageSchema = z.object({ stage: z.enum(FULFILMENT_STAGES) });

export const adminRefundResultSchema = z.object({
  refundId: z.string().min(1),
  amount: z.number().int().positive(),
  state: z.enum(["pending", "processed", "failed"]),
});

export const adminCancelResultSchema = z.object({
  stage: z.literal("cancelled"),
  /** The refund the cancellation made, absent when nothing was left to refund. */
  refund: adminRefundResultSchema.optional(),
});

export const adminMessageStatusSchema = z.object({ status: z.enum(CONTACT_STATUSES) });

const units = z.number({ message: STOCK_MESSAGES.badFigures }).int(STOCK_MESSAGES.badFigures);
const figures = {
  price: units.positive(STOCK_MESSAGES.badFigures),
  stock: units.nonnegative(STOCK_MESSAGES.badFigures),
  active: z.boolean(),
  lowStock: units.nonnegative(STOCK_MESSAGES.badFigures),
};

export const variantStockSchema = z.object({
  ...figures,
  held: units.nonnegative(STOCK_MESSAGES.badFigures),
});

/** The console's save of one variant (adminSaveVariant); `held` stays the server's. */
export const adminSaveVariantInputSchema = z.object({
  productId: z.string().min(1).max(100),
  variantKey: z.enum(VARIANT_KEYS, { error: MESSAGES.invalidVariant }),
  ...figures,
  requestKey: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, "Invalid request key."),
});

const day = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, DISCOUNT_MESSAGES.badTerms);
const count = z
  .number()
  .int(DISCOUNT_MESSAGES.badTerms)
  .min(0, DISCOUNT_MESSAGES.badTerms)
  .max(1_000_000, DISCOUNT_MESSAGES.badTerms);

/** The console's save of one discount code (adminSaveDiscount): a new code or its new terms. */
export const adminSaveDiscountInputSchema = z
  .object({
    code: discountCodeSchema,
    kind: z.enum(["percent", "fixed"], { error: DISCOUNT_MESSAGES.badTerms }),
    value: count.min(1, DISCOUNT_MESSAGES.badTerms),
    minOrder: count.max(100_000_000, DISCOUNT_MESSAGES.badTerms),
    startsOn: day,
    endsOn: day,
    totalLimit: count,
    perShopperLimit: count,
    prepaidOnly: z.boolean(),
    active: z.boolean(),
  })
  .refine((t) => t.endsOn >= t.startsOn && (t.kind === "fixed" || t.value <= 90), {
    message: DISCOUNT_MESSAGES.badTerms,
  }) satisfies z.ZodType<DiscountTerms>;
