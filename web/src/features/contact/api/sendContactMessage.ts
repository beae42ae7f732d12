import { CONTACT_TEXT, type ContactMessageInput } from "@shop/domain";
import { callFunction } from "../../../lib/firebase";

/** The function stores the message and e-mails the shop and the sender (docs/product.md §7). */
export async function sendContactMessage(input: ContactMessageInput): Promise<void> {
  await callFunction<ContactMessageInput, { received: true }>("sendContactMessage", input);
}

/**
 * The words a failed send shows (docs/product.md §8). The function's own message is
 * used only where it is written for the shopper (validation, rate limit).
 */
export function contactErrorText(error: unknown): string {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  switch (code) {
    case "functions/unavailable":
      return CONTACT_TEXT.emailFailed;
    case "functions/permission-denied":
      return CONTACT_TEXT.permissionDenied;
    case "functions/resource-exhausted":
      return CONTACT_TEXT.tooMany;
    case "functions/invalid-argument":
      return typeof message === "string" && message !== "" ? message : CONTACT_TEXT.unexpected;
    default:
      return CONTACT_TEXT.unexpected;
  }
}
