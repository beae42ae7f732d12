import { HttpProblem, invalidField, type JsonBody } from "./http.js";
import type { EmulatorPayment, EmulatorRefund } from "./types.js";

type Speed = EmulatorRefund["speed_requested"];
const SPEEDS: readonly Speed[] = ["normal", "optimum"];
const FIELDS = ["amount", "speed", "notes", "receipt"];
const MAX_NOTES = 15;

/** A refund request, checked. */
export interface RefundRequest {
  amount: number;
  speed?: Speed;
  notes?: unknown;
  receipt?: string | undefined;
}

/** Razorpay's validation of a refund request, in its order and with its words. */
export function validRefundRequest(payment: EmulatorPayment, body: JsonBody): RefundRequest {
  const extra = Object.keys(body).filter((name) => !FIELDS.includes(name));
  if (extra.length > 0) {
    throw new HttpProblem(400, `${extra.join(", ")} is/are not required and should not be sent`);
  }
  const { amount, speed = "normal", notes, receipt } = body;
  if (amount !== undefined && !isInteger(amount)) {
    throw invalidField("amount", "The amount must be an integer.");
  }
  if (amount !== undefined && amount < 100) {
    throw invalidField("amount", "The amount must be at least INR 1.00");
  }
  if (!isSpeed(speed)) throw invalidField("speed", "The selected speed is invalid.");
  if (notes !== undefined && (typeof notes !== "object" || notes === null)) {
    throw invalidField("notes", "The notes field must be an object.");
  }
  if (notes && Object.keys(notes).length > MAX_NOTES) {
    throw invalidField("notes", "Number of fields in notes should be less than or equal to 15");
  }
  if (receipt !== undefined && (typeof receipt !== "string" || receipt.length > 40)) {
    throw invalidField("receipt", "The receipt may not be greater than 40 characters.");
  }
  if (!payment.captured) {
    throw new HttpProblem(400, "The payment status should be captured for action to be taken");
  }
  const unrefunded = payment.amount - payment.amount_refunded;
  if (unrefunded <= 0) throw new HttpProblem(400, "The payment has been fully refunded already");
  if (amount !== undefined && amount > payment.amount) {
    throw invalidField("amount", "The refund amount provided is greater than amount captured");
  }
  if (amount !== undefined && amount > unrefunded) {
    throw invalidField(
      "amount",
      "The refund amount provided is greater than the unrefunded amount",
    );
  }
  return { amount: amount ?? unrefunded, speed, notes, receipt };
}

const isInteger = (value: unknown): value is number => Number.isInteger(value);
const isSpeed = (value: unknown): value is Speed => (SPEEDS as readonly unknown[]).includes(value);

/** What makes two refund requests the same one: the payment, and the body with its keys sorted. */
export const fingerprintOf = (paymentId: string, body: JsonBody): string =>
  JSON.stringify([paymentId, canonical(body)]);

/** JSON with object keys sorted, so that `{a, b}` and `{b, a}` are the same request. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as JsonBody)[k])]),
    );
  }
  return value;
}
