import { z } from "zod";

/** What the shop relies on in Razorpay's entities; extra fields pass, empty notes come as `[]`. */
const notes = z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).optional();

export const paymentEntitySchema = z.looseObject({
  id: z.string().min(1),
  entity: z.literal("payment"),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
  /** null for payments outside the Orders API (payment links, QR codes, other products). */
  order_id: z.string().min(1).nullable(),
  method: z.string().nullish(),
  notes,
  error_code: z.string().nullish(),
  error_description: z.string().nullish(),
});

export const orderEntitySchema = z.looseObject({
  id: z.string().min(1),
  entity: z.literal("order"),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
  receipt: z.string().nullish(),
  notes,
});

export const refundEntitySchema = z.looseObject({
  id: z.string().regex(/^rfnd_[A-Za-z0-9]{6,40}$/),
  entity: z.literal("refund"),
  amount: z.number().int().positive(),
  currency: z.string(),
  payment_id: z.string().min(1),
  status: z.enum(["pending", "processed", "failed"]),
  notes,
  created_at: z.number().optional(),
});

export const paymentCollectionSchema = z.looseObject({
  entity: z.literal("collection"),
  count: z.number().int(),
  items: z.array(paymentEntitySchema),
});

/** Only the envelope is required: an unused event kind must still be answered 2xx. */
export const webhookEventSchema = z.looseObject({
  entity: z.literal("event"),
  event: z.string().min(1).max(100),
  payload: z.looseObject({}).optional(),
  created_at: z.number().optional(),
});

/** The payment, or the refund, an event carries, if it carries a usable one. */
const entityOf = (event: WebhookEvent, kind: "payment" | "refund") =>
  (event.payload?.[kind] as { entity?: unknown } | undefined)?.entity;
export const paymentOfEvent = (event: WebhookEvent): RazorpayPayment | undefined =>
  paymentEntitySchema.safeParse(entityOf(event, "payment")).data;
export const refundOfEvent = (event: WebhookEvent): RazorpayRefund | undefined =>
  refundEntitySchema.safeParse(entityOf(event, "refund")).data;

export type RazorpayRefund = z.infer<typeof refundEntitySchema>;
export type RazorpayPayment = z.infer<typeof paymentEntitySchema>;
export type WebhookEvent = z.infer<typeof webhookEventSchema>;

/** Razorpay's ids (order_…, pay_…): letters and digits after the prefix; safe as document ids. */
export const RAZORPAY_ORDER_ID = /^order_[A-Za-z0-9]{6,40}$/;
