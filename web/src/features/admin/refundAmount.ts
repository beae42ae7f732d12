import type { Paise } from "@shop/domain";
import { ADMIN_UI } from "./messages";

const refuse = (message: string) => ({ ok: false, message }) as const;

/** Rupees typed, paise sent, capped at `max` (refundableAmount); the function checks again. */
export function checkRefundAmount(text: string, max: Paise) {
  if (max <= 0) return refuse(ADMIN_UI.nothingToRefund);
  const rupees = text.trim().replace(/^₹\s*/, "").replaceAll(",", "");
  if (rupees === "") return refuse(ADMIN_UI.refundEmpty);
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(rupees);
  const amount = match ? Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0")) : NaN;
  if (!Number.isSafeInteger(amount) || amount <= 0) return refuse(ADMIN_UI.refundInvalid);
  if (amount > max) return refuse(ADMIN_UI.refundTooLarge);
  return { ok: true, amount } as const;
}
