import type { ContactMessageInput } from "@shop/domain";
import { call } from "../../../lib/callables";

/** Stores the message and e-mails the shop and the sender (docs/product.md §7); null once sent, else what the sender reads (§8). */
export async function sendContactMessage(input: ContactMessageInput): Promise<string | null> {
  try {
    await call("sendContactMessage", input);
    return null;
  } catch (error) {
    const { failureText } = await import("../../../lib/callableContracts");
    return failureText("sendContactMessage", error);
  }
}
