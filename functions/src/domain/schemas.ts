import { z } from "zod";
import { VARIANT_KEYS } from "./products";
import {
  LINE_MESSAGES,
  MAX_LINES_PER_ORDER,
  MAX_QUANTITY_PER_LINE,
  EMAIL_PATTERN,
  MESSAGES,
  PHONE_PATTERN,
  PINCODE_PATTERN,
} from "./validation";
import { ORDER_ID_PATTERN, ORDER_SOURCES } from "./order";
import { pincodeInState, stateByName } from "./indianStates";
import { gstinProblem } from "./invoice";
import { DISCOUNT_CODE_PATTERN, DISCOUNT_MESSAGES, normalizeCode } from "./discounts";
import { CONTACT_TEXT, ONE_LINE_PATTERN } from "./contactText";

// Run by the forms and again by the functions, which trust nothing the browser checked.

export const paiseSchema = z.number().int().nonnegative();

/** Never typed by a person: Firestore refuses lone surrogates; bidi overrides disguise text. */
const UNUSABLE = /[\p{Cc}\p{Cs}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;
const UNUSABLE_IN_LINES = /(?![\t\n\r])[\p{Cc}\p{Cs}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

/** Whether `text` holds only what a person types (line breaks and tabs too if `multiLine`). */
export const isCleanText = (text: string, multiLine = false) =>
  !(multiLine ? UNUSABLE_IN_LINES : UNUSABLE).test(text);

export const unsupportedCharacters = (label: string) =>
  `Please remove unsupported characters from ${label}.`;

export const cleanText = (label: string, multiLine = false) =>
  z.refine<string>((value) => isCleanText(value, multiLine), unsupportedCharacters(label));

const required = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Please keep this under ${max} characters.`);

const requiredText = (message: string, max: number, label: string, multiLine = false) =>
  required(message, max).check(cleanText(label, multiLine));

export const cartLineSchema = z.object({
  productId: z.string().min(1).max(64).check(cleanText("the product")),
  variantKey: z.enum(VARIANT_KEYS, { error: MESSAGES.invalidVariant }),
  quantity: z
    .number()
    .int(LINE_MESSAGES.notWholeNumber)
    .min(1, "Quantity must be at least 1.")
    .max(MAX_QUANTITY_PER_LINE, LINE_MESSAGES.maxQuantity),
});

/** A code as typed: case and spaces ignored, then 3–20 letters and digits. */
export const discountCodeSchema = z
  .string({ error: DISCOUNT_MESSAGES.badCode })
  .max(40, DISCOUNT_MESSAGES.badCode)
  .transform(normalizeCode)
  .pipe(z.string().regex(DISCOUNT_CODE_PATTERN, DISCOUNT_MESSAGES.badCode));

/** Ids and quantities only: any price a client adds is stripped. */
export const placeOrderInputSchema = z.object({
  items: z
    .array(cartLineSchema, { error: MESSAGES.emptyCart })
    .min(1, MESSAGES.emptyCart)
    .max(MAX_LINES_PER_ORDER, LINE_MESSAGES.maxLines),
  /** Made once per shopper action, so a retried placeOrder answers the same order. */
  requestId: z
    .string({ error: MESSAGES.invalidRequestId })
    .regex(/^[A-Za-z0-9_-]{16,64}$/, MESSAGES.invalidRequestId),
  /** Absent from older clients: such an order neither reuses nor closes another. */
  source: z.enum(ORDER_SOURCES).optional(),
  /** A discount code the shopper typed (docs/discounts.md); the server checks it. */
  discountCode: discountCodeSchema.optional(),
});

export const orderIdSchema = z
  .string({ error: MESSAGES.invalidOrderId })
  .regex(ORDER_ID_PATTERN, MESSAGES.invalidOrderId);

const phone = (message: string) =>
  requiredText(message, 20, "Phone Number").regex(PHONE_PATTERN, MESSAGES.invalidPhone);

/** Beside MESSAGES, not in it: the shop's first page carries MESSAGES, only checkout these. */
export const STATE_MESSAGES = {
  notListed: "Please choose your state from the list.",
  pincodeNotIn: (state: string) =>
    `This pincode is not in ${state}. Please check the pincode and the state.`,
};

export const addressSchema = z
  .object({
    name: requiredText(MESSAGES.requiredAddress, 100, "Full Name"),
    phone: phone(MESSAGES.requiredAddress),
    address: requiredText(MESSAGES.requiredAddress, 500, "Address", true),
    city: requiredText(MESSAGES.requiredAddress, 100, "City"),
    state: required(MESSAGES.requiredAddress, 60).refine(
      (name) => stateByName(name) !== undefined,
      STATE_MESSAGES.notListed,
    ),
    pincode: requiredText(MESSAGES.requiredAddress, 6, "Pincode").regex(
      PINCODE_PATTERN,
      MESSAGES.invalidPincode,
    ),
    /** A business buyer's, for input tax credit; "" for none. Absent from older clients. */
    gstin: z
      .string()
      .trim()
      .toUpperCase()
      .check((ctx) => {
        const problem = ctx.value && gstinProblem(ctx.value);
        if (problem) ctx.issues.push({ code: "custom", message: problem, input: ctx.value });
      })
      .default(""),
  })
  .refine(
    // Only a real pincode and a known state can disagree; their own messages come first.
    ({ pincode, state }) =>
      !PINCODE_PATTERN.test(pincode) || !stateByName(state) || pincodeInState(pincode, state),
    {
      path: ["pincode"],
      error: (issue) => STATE_MESSAGES.pincodeNotIn((issue.input as { state: string }).state),
      // Also beside other fields' problems, so the form names every one at once.
      when: ({ value }) => typeof value === "object" && value !== null,
    },
  );

export const startPaymentInputSchema = z.object({
  orderId: orderIdSchema,
  address: addressSchema,
});

/** Cash on delivery's order callables (docs/cod.md). */
export const codOrderInputSchema = z.object({ orderId: orderIdSchema });

const razorpayId = (max: number) => z.string().min(1).max(max).check(cleanText("the payment"));
export const confirmPaymentInputSchema = z.object({
  orderId: orderIdSchema,
  razorpay_payment_id: razorpayId(64),
  razorpay_order_id: razorpayId(64),
  razorpay_signature: razorpayId(128),
});

/** Single-line contact fields end up in e-mail headers (From name, Reply-To). */
const oneLine = (field: z.ZodString, name: keyof typeof CONTACT_TEXT.lineBreaks, label: string) =>
  field.regex(ONE_LINE_PATTERN, CONTACT_TEXT.lineBreaks[name]).check(cleanText(label));
const optional = (max: number) =>
  z.string().trim().max(max, `Please keep this under ${max} characters.`);

export const contactMessageSchema = z.object({
  fullName: oneLine(required(MESSAGES.requiredContact, 100), "fullName", "Full Name"),
  email: oneLine(required(MESSAGES.requiredContact, 254), "email", "Email Address").regex(
    EMAIL_PATTERN,
    MESSAGES.invalidEmail,
  ),
  phone: oneLine(optional(20), "phone", "Phone Number").default(""),
  subject: oneLine(optional(150), "subject", "Subject").default(""),
  message: requiredText(MESSAGES.requiredContact, 5000, "Message", true),
  /** Honeypot: people never see it, bots fill it in. */
  website: z.string().max(200).check(cleanText("Website")).default(""),
});

const email = z.string().trim().regex(EMAIL_PATTERN, MESSAGES.invalidEmail);
export const loginSchema = z.object({
  email,
  password: z.string().min(1, MESSAGES.enterPassword),
});

export const registerSchema = z.object({
  firstName: requiredText("Please enter your first name.", 50, "First Name"),
  lastName: requiredText("Please enter your last name.", 50, "Last Name"),
  phone: phone("Please enter your phone number."),
  email,
  password: z.string().min(6, MESSAGES.shortPassword),
});

export type PlaceOrderInput = z.infer<typeof placeOrderInputSchema>;
export type Address = z.infer<typeof addressSchema>;
export type StartPaymentInput = z.infer<typeof startPaymentInputSchema>;
export type ConfirmPaymentInput = z.infer<typeof confirmPaymentInputSchema>;
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;

export const firstIssue = (error: z.ZodError) =>
  error.issues[0]?.message ?? "Please check your input.";
