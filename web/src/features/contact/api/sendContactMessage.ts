import { sendContactMessageCall, type ContactMessageInput } from "@shop/domain";
import { call } from "../../../lib/callables";

/** The function stores the message and e-mails the shop and the sender (docs/product.md §7). */
export async function sendContactMessage(input: ContactMessageInput): Promise<void> {
  await call(sendContactMessageCall, input);
}
