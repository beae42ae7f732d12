import type { z } from "zod";
import type { CallableTerms } from "./callableRefusals";
import { contactIssue } from "./contact";
import { sendContactMessageCall } from "./contactTerms";
import { CALLABLE_OUTPUTS } from "./callableOutputs";
import { confirmPaymentCall, startPaymentCall } from "./paymentTerms";
import { placeOrderCall } from "./placeOrderTerms";
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

/** Keys must equal the contracts' names: index.ts exports each under its key. */
function contracts<T extends { [Name in keyof T]: CallableContract<Name & string> }>(all: T): T {
  return all;
}

export const CALLABLES = contracts({
  placeOrder: {
    ...placeOrderCall,
    input: placeOrderInputSchema,
    output: CALLABLE_OUTPUTS.placeOrder,
  },
  startPayment: {
    ...startPaymentCall,
    input: startPaymentInputSchema,
    output: CALLABLE_OUTPUTS.startPayment,
  },
  confirmPayment: {
    ...confirmPaymentCall,
    input: confirmPaymentInputSchema,
    output: CALLABLE_OUTPUTS.confirmPayment,
  },
  sendContactMessage: {
    ...sendContactMessageCall,
    input: contactMessageSchema,
    output: CALLABLE_OUTPUTS.sendContactMessage,
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
