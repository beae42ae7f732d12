import { z } from "zod";
import { ORDER_ID_PATTERN } from "./orderId";

/*
 * What each callable answers (its contract's output, callables.ts). Apart
 * from the contracts so the web's lazy answer check (web/src/lib/callableAnswers.ts)
 * carries the schemas and nothing else.
 */

const paise = z.number().int().nonnegative();

/** placeOrder's answer: the pending order it made (or had made for this request id). */
export const placedOrderSchema = z.object({
  orderId: z.string().regex(ORDER_ID_PATTERN),
  /** What the server priced the order at. */
  amount: paise,
});

/** startPayment's answer: everything the checkout widget is opened with (docs/product.md §7). */
export const paymentSessionSchema = z.object({
  orderId: z.string().regex(ORDER_ID_PATTERN),
  keyId: z.string().min(1),
  razorpayOrderId: z.string().min(1),
  /** As stored on the order by the server. */
  amount: paise,
  currency: z.literal("INR"),
  name: z.string(),
  description: z.string(),
  prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
});

/**
 * confirmPayment's answer: "paid" once a captured payment of the stored
 * amount is on the order; "confirming" when Razorpay has only authorised it
 * so far (the order then carries `paymentConfirming` and turns paid by itself).
 */
export const confirmPaymentResultSchema = z.object({ status: z.enum(["paid", "confirming"]) });

/** The same answer for a stored message and a bot caught by the honeypot. */
export const contactReceiptSchema = z.object({ received: z.literal(true) });

/** Each callable's output schema by name, for checking an answer. */
export const CALLABLE_OUTPUTS = {
  placeOrder: placedOrderSchema,
  startPayment: paymentSessionSchema,
  confirmPayment: confirmPaymentResultSchema,
  sendContactMessage: contactReceiptSchema,
} as const;

export type PlacedOrder = z.output<typeof placedOrderSchema>;
export type PaymentSession = z.output<typeof paymentSessionSchema>;
export type ConfirmPaymentResult = z.output<typeof confirmPaymentResultSchema>;
export type ContactReceipt = z.output<typeof contactReceiptSchema>;
