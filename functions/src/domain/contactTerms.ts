import type { CallableTerms } from "./callableRefusals";
import { CONTACT_TEXT } from "./contactText";

/**
 * docs/product.md §8's contact catalogue: fixed texts, but for the server's
 * sentence on the form's own validation.
 */
export const sendContactMessageCall = {
  name: "sendContactMessage",
  /** Two EmailJS sends in parallel after the message is stored. */
  timeoutSeconds: 30,
  fallback: CONTACT_TEXT.unexpected,
  refusals: {
    "invalid-argument": "server",
    "resource-exhausted": { text: CONTACT_TEXT.tooMany },
    unavailable: { text: CONTACT_TEXT.emailFailed },
    // Never answered by the function itself; a platform refusal shows the spec's words.
    "permission-denied": { text: CONTACT_TEXT.permissionDenied },
  },
} as const satisfies CallableTerms<"sendContactMessage">;
