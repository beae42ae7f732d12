import { z } from "zod";
import {
  confirmPaymentCall,
  placeOrderCall,
  sendContactMessageCall,
  startPaymentCall,
  type CallableTerms,
} from "./callableRefusals";
import { contactIssue } from "./contact";
import { ORDER_ID_PATTERN } from "./orderId";
import {
  confirmPaymentInputSchema,
  contactMessageSchema,
  placeOrderInputSchema,
  startPaymentInputSchema,
} from "./schemas";

/**
 * One contract per callable function, used by both sides: the function parses
 * its input with `input` and answers what `output` describes (tsc checks the
 * handler against it); the web checks every answer with `output` and maps
 * refusals through the terms (callableRefusals.ts). docs/architecture.md, Functions.
 */
export interface CallableContract<
  Name extends string = string,
  In extends z.ZodType = z.ZodType,
  Out extends z.ZodType = z.ZodType,
> extends CallableTerms<Name> {
  readonly input: In;
  readonly output: Out;
  /** The refusal sentence for input `input` rejects; the first issue's unless given. */
  readonly issueText?: (error: z.ZodError) => string;
}

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

/** Keys must equal the contracts' names: index.ts exports each under its key. */
function contracts<T extends { [Name in keyof T]: CallableContract<Name & string> }>(all: T): T {
  return all;
}

export const CALLABLES = contracts({
  placeOrder: { ...placeOrderCall, input: placeOrderInputSchema, output: placedOrderSchema },
  startPayment: {
    ...startPaymentCall,
    input: startPaymentInputSchema,
    output: paymentSessionSchema,
  },
  confirmPayment: {
    ...confirmPaymentCall,
    input: confirmPaymentInputSchema,
    output: confirmPaymentResultSchema,
  },
  sendContactMessage: {
    ...sendContactMessageCall,
    input: contactMessageSchema,
    output: contactReceiptSchema,
    issueText: contactIssue,
  },
});

export type CallableName = keyof typeof CALLABLES;
/** What a caller sends (before the schema's defaults). */
export type CallableInput<Name extends CallableName> = z.input<(typeof CALLABLES)[Name]["input"]>;
/** What a caller gets, once checked. */
export type CallableOutput<Name extends CallableName> = z.output<
  (typeof CALLABLES)[Name]["output"]
>;

export type PlacedOrder = z.output<typeof placedOrderSchema>;
export type PaymentSession = z.output<typeof paymentSessionSchema>;
export type ConfirmPaymentResult = z.output<typeof confirmPaymentResultSchema>;
export type ContactReceipt = z.output<typeof contactReceiptSchema>;
