import type { z } from "zod";
import { contactMessageSchema, firstIssue, type ContactMessageInput } from "./schemas";
import { MESSAGES } from "./validation";

/** In form order; the honeypot is not one. */
export const CONTACT_FIELDS = ["fullName", "email", "phone", "subject", "message"] as const;
export type ContactFieldName = (typeof CONTACT_FIELDS)[number];

export type ContactCheck =
  | { ok: true; value: ContactMessageInput }
  | { ok: false; message: string; fields: ContactFieldName[] };

/** docs/product.md §5: a missing required field is reported before a malformed e-mail. */
export function contactIssue(error: z.ZodError): string {
  const required = error.issues.some((issue) => issue.message === MESSAGES.requiredContact);
  return required ? MESSAGES.requiredContact : firstIssue(error);
}

export function checkContactMessage(data: unknown): ContactCheck {
  const result = contactMessageSchema.safeParse(data ?? {});
  if (result.success) return { ok: true, value: result.data };
  const faulty = new Set(result.error.issues.map((issue) => issue.path[0]));
  const fields = CONTACT_FIELDS.filter((field) => faulty.has(field));
  return { ok: false, message: contactIssue(result.error), fields };
}
