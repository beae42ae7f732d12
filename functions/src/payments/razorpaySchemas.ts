import { z } from "zod";
import { ORDER_ID_PATTERN } from "../domain";

/**
 * The parts of Razorpay's entities the shop relies on, checked at the
 * boundary (API answers and webhook bodies alike); extra fields pass through.
 * Razorpay sends empty notes as `[]`, so notes are "an object or nothing".
 */
const notes = z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).optional();

export const paymentEntitySchema = z.looseObject({
  id: z.string().min(1),
  entity: z.literal("payment"),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
  order_id: z.string().min(1),
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

export const paymentCollectionSchema = z.looseObject({
  entity: z.literal("collection"),
  count: z.number().int(),
  items: z.array(paymentEntitySchema),
});

export const webhookEventSchema = z.looseObject({
  entity: z.literal("event"),
  event: z.string().min(1),
  payload: z.looseObject({
    payment: z.object({ entity: paymentEntitySchema }).optional(),
    order: z.object({ entity: orderEntitySchema }).optional(),
  }),
  created_at: z.number().optional(),
});

export type RazorpayPayment = z.infer<typeof paymentEntitySchema>;
export type RazorpayOrder = z.infer<typeof orderEntitySchema>;
export type WebhookEvent = z.infer<typeof webhookEventSchema>;

/** Where a Razorpay order belongs in the shop: the notes startPayment wrote on it. */
export interface ShopOrderRef {
  uid: string;
  orderId: string;
}

const shopNotesSchema = z.object({
  uid: z.string().min(1).max(128),
  orderId: z.string().regex(ORDER_ID_PATTERN),
});

export function shopOrderRefFrom(value: unknown): ShopOrderRef | null {
  const parsed = shopNotesSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
