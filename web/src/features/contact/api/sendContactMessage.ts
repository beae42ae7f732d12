import type { ContactMessageInput } from "@shop/domain";
import { call } from "../../../lib/callables";

/** A message that was not sent; `message` is what the sender reads (docs/product.md §8). */
export class ContactNotSentError extends Error {
  override name = "ContactNotSentError";
}

/** The function stores the message and e-mails the shop and the sender (docs/product.md §7). */
export async function sendContactMessage(input: ContactMessageInput): Promise<void> {
  try {
    await call("sendContactMessage", input);
  } catch (error) {
    const { failureText } = await import("../../../lib/callableContracts");
    throw new ContactNotSentError(failureText("sendContactMessage", error), { cause: error });
  }
}
