/** What the hostile-input tests of the shopper's newer callables share: who calls, and the
 * refusals a shopper may read (codes and sentences). */
import fc from "fast-check";
import { COD_MESSAGES, MESSAGES, PAYMENT_MESSAGES, STATE_MESSAGES } from "../../domain";
import type { TestCaller } from "../../testing/harness";
import {
  CALLER_REFUSALS,
  LENGTH,
  UNSUPPORTED,
  ZOD_DEFAULT,
  unverified,
} from "../../testing/hostile";
import { asha } from "./codKit";

/** Whoever sends it: a shopper with a verified phone, nobody, or an unverified account. */
export const shopper = fc.constantFrom<TestCaller | null>(asha, asha, asha, null, unverified);
export const SHOPPER_MESSAGES = [
  ...Object.values(MESSAGES),
  ...Object.values(PAYMENT_MESSAGES),
  ...Object.values(COD_MESSAGES),
  STATE_MESSAGES.notListed,
  ...CALLER_REFUSALS.messages,
  UNSUPPORTED,
  LENGTH,
  ZOD_DEFAULT,
  // The GSTIN's and pincode's own words (domain/invoice.ts, indianStates.ts).
  /GSTIN|pincode/,
];
export const SHOPPER_CODES = ["invalid-argument", "not-found", ...CALLER_REFUSALS.codes];
