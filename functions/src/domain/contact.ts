import type { z } from "zod";
import { contactMessageSchema, firstIssue, type ContactMessageInput } from "./schemas";
import { MESSAGES } from "./validation";

/** The contact form's one validation: the page runs it before sending, the function again. */
export type ContactCheck =
  { ok: true; value: ContactMessageInput } | { ok: false; message: string };

/**
 * docs/product.md §5 checks the required fields before the e-mail's shape, so a blank
 * message beside a malformed address reads 'Please fill in all required
 * fields'; the schema alone would report whichever field comes first.
 */
export function contactIssue(error: z.ZodError): string {
  const required = error.issues.some((issue) => issue.message === MESSAGES.requiredContact);
  return required ? MESSAGES.requiredContact : firstIssue(error);
}

export function checkContactMessage(data: unknown): ContactCheck {
  const result = contactMessageSchema.safeParse(data ?? {});
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, message: contactIssue(result.error) };
}
