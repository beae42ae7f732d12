import { ADMIN_MESSAGES, type Paise } from "@shop/domain";

const refuse = (message: string) => ({ ok: false, message }) as const;

/** Rupees typed, paise sent, capped at `max` (refundableAmount); the function checks again. */
export function checkRefundAmount(text: string, max: Paise) {
  if (max <= 0) return refuse(ADMIN_MESSAGES.nothingToRefund);
  const rupees = text.trim().replace(/^₹\s*/, "").replaceAll(",", "");
  if (rupees === "") return refuse("Enter the amount to refund in rupees.");
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(rupees);
  const amount = match ? Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0")) : NaN;
  if (!Number.isSafeInteger(amount) || amount <= 0)
    return refuse("Enter an amount in rupees, e.g. 250 or 250.50.");
  if (amount > max) return refuse(ADMIN_MESSAGES.refundTooLarge);
  return { ok: true, amount } as const;
}
