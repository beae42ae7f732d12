import type { Paise } from "@shop/domain";
import { ADMIN_UI } from "./messages";

export type RefundAmountCheck = { ok: true; amount: Paise } | { ok: false; message: string };

/**
 * Rupees typed, paise sent, capped at `max` (refundableAmount). The function checks again; this
 * only saves a trip.
 */
export function checkRefundAmount(text: string, max: Paise): RefundAmountCheck {
  if (max <= 0) return { ok: false, message: ADMIN_UI.nothingToRefund };
  const rupees = text.trim().replace(/^₹\s*/, "").replaceAll(",", "");
  if (rupees === "") return { ok: false, message: ADMIN_UI.refundEmpty };
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(rupees);
  if (!match) return { ok: false, message: ADMIN_UI.refundInvalid };
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? "").padEnd(2, "0"));
  const amount = whole * 100 + fraction;
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    return { ok: false, message: ADMIN_UI.refundInvalid };
  }
  if (amount > max) return { ok: false, message: ADMIN_UI.refundTooLarge };
  return { ok: true, amount };
}
