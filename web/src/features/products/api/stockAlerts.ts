import type { VariantKey } from "@shop/domain";
import { callInWords } from "../../../lib/callables";

/** "Notify me" (docs/stock.md#notify-me): fails in the server's words, else its fallback. */
export async function askToBeNotified(productId: string, variantKey: VariantKey): Promise<void> {
  await callInWords("notifyWhenBack", { productId, variantKey });
}
