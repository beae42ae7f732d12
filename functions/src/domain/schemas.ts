import { z } from "zod";
import { VARIANT_KEYS } from "./catalog";
import { LINE_MESSAGES, MAX_LINES_PER_ORDER, MAX_QUANTITY_PER_LINE } from "./orderRules";
import { ORDER_ID_PATTERN } from "./orderId";
import { ORDER_SOURCES } from "./order";
import { EMAIL_PATTERN, MESSAGES, PHONE_PATTERN, PINCODE_PATTERN } from "./validation";
import { CONTACT_TEXT, ONE_LINE_PATTERN } from "./contactText";

/**
 * One schema for every input the product accepts, used by the forms in the
 * browser and again by the functions, which trust nothing the browser checked.
 */

const required = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Please keep this under ${max} characters.`);

export const cartLineSchema = z.object({
  productId: z.string().min(1).max(64),
  variantKey: z.enum(VARIANT_KEYS, { error: MESSAGES.invalidVariant }),
  quantity: z
    .number()
    .int(LINE_MESSAGES.notWholeNumber)
    .min(1, "Quantity must be at least 1.")
    .max(MAX_QUANTITY_PER_LINE, LINE_MESSAGES.maxQuantity),
});

/**
 * A key the client makes once per shopper action (crypto.randomUUID()), so a
 * retried placeOrder (a timeout, a double tap) answers the same order.
 */
export const requestIdSchema = z
  .string({ error: MESSAGES.invalidRequestId })
  .regex(/^[A-Za-z0-9_-]{16,64}$/, MESSAGES.invalidRequestId);

/** placeOrder: ids and quantities only; any price a client adds is stripped. */
export const placeOrderInputSchema = z.object({
  items: z
    .array(cartLineSchema, { error: MESSAGES.emptyCart })
    .min(1, MESSAGES.emptyCart)
    .max(MAX_LINES_PER_ORDER, LINE_MESSAGES.maxLines),
  requestId: requestIdSchema,
  /**
   * Where the shopper placed it (the web always says). Without one (a client
   * from before sources, or a script) the order neither reuses nor closes
   * another: the server cannot tell a cart from a Buy Now.
   */
  source: z.enum(ORDER_SOURCES).optional(),
});

export const orderIdSchema = z
  .string({ error: MESSAGES.invalidOrderId })
  .regex(ORDER_ID_PATTERN, MESSAGES.invalidOrderId);

export const addressSchema = z.object({
  name: required(MESSAGES.requiredAddress, 100),
  phone: required(MESSAGES.requiredAddress, 20).regex(PHONE_PATTERN, MESSAGES.invalidPhone),
  address: required(MESSAGES.requiredAddress, 500),
  pincode: required(MESSAGES.requiredAddress, 6).regex(PINCODE_PATTERN, MESSAGES.invalidPincode),
});

export const startPaymentInputSchema = z.object({
  orderId: orderIdSchema,
  address: addressSchema,
});

export const confirmPaymentInputSchema = z.object({
  orderId: orderIdSchema,
  razorpay_payment_id: z.string().min(1).max(64),
  razorpay_order_id: z.string().min(1).max(64),
  razorpay_signature: z.string().min(1).max(128),
});

/** Single-line contact fields end up in e-mail headers (From name, Reply-To): one line only. */
const { lineBreaks } = CONTACT_TEXT;
export const contactMessageSchema = z.object({
  fullName: required(MESSAGES.requiredContact, 100).regex(ONE_LINE_PATTERN, lineBreaks.fullName),
  email: required(MESSAGES.requiredContact, 254)
    .regex(ONE_LINE_PATTERN, lineBreaks.email)
    .regex(EMAIL_PATTERN, MESSAGES.invalidEmail),
  phone: z
    .string()
    .trim()
    .max(20, "Please keep this under 20 characters.")
    .regex(ONE_LINE_PATTERN, lineBreaks.phone)
    .default(""),
  subject: z
    .string()
    .trim()
    .max(150, "Please keep this under 150 characters.")
    .regex(ONE_LINE_PATTERN, lineBreaks.subject)
    .default(""),
  /** Many lines allowed: it only ever goes into the admin notification's body. */
  message: required(MESSAGES.requiredContact, 5000),
  /** Honeypot: people never see it, bots fill it in. */
  website: z.string().max(200).default(""),
});

export const loginSchema = z.object({
  email: z.string().trim().regex(EMAIL_PATTERN, MESSAGES.invalidEmail),
  password: z.string().min(1, MESSAGES.enterPassword),
});

export const registerSchema = z.object({
  firstName: required("Please enter your first name.", 50),
  lastName: required("Please enter your last name.", 50),
  phone: required("Please enter your phone number.", 20).regex(
    PHONE_PATTERN,
    MESSAGES.invalidPhone,
  ),
  email: z.string().trim().regex(EMAIL_PATTERN, MESSAGES.invalidEmail),
  password: z.string().min(6, MESSAGES.shortPassword),
});

export type PlaceOrderInput = z.infer<typeof placeOrderInputSchema>;
export type Address = z.infer<typeof addressSchema>;
export type StartPaymentInput = z.infer<typeof startPaymentInputSchema>;
export type ConfirmPaymentInput = z.infer<typeof confirmPaymentInputSchema>;
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;
export type LoginInput = z.infer<typeof loginSchema>;
export type RegisterInput = z.infer<typeof registerSchema>;

/** The first problem with an input, as one sentence for a toast or a form. */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? "Please check your input.";
}
