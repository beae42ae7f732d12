import { describe, expect, it } from "vitest";
import { checkRefundAmount } from "../format";

const MAX = 399_00;

describe("a refund amount typed in rupees", () => {
  it.each([
    ["250", 250_00],
    ["250.5", 250_50],
    ["250.05", 250_05],
    [" ₹ 1,99.00 ", 199_00],
    ["399", MAX],
    ["0.01", 1],
  ])("%j is %i paise", (text, amount) => {
    expect(checkRefundAmount(text, MAX)).toEqual({ ok: true, amount });
  });

  it.each([
    ["", "Enter the amount to refund in rupees."],
    ["   ", "Enter the amount to refund in rupees."],
    ["0", "Enter an amount in rupees, e.g. 250 or 250.50."],
    ["-5", "Enter an amount in rupees, e.g. 250 or 250.50."],
    ["12.345", "Enter an amount in rupees, e.g. 250 or 250.50."],
    ["1e3", "Enter an amount in rupees, e.g. 250 or 250.50."],
    ["399.01", "The refund is more than what is left to refund on this order."],
  ])("%j is refused: %s", (text, message) => {
    expect(checkRefundAmount(text, MAX)).toEqual({ ok: false, message });
  });

  it("refuses any amount when nothing is left to refund", () => {
    expect(checkRefundAmount("1", 0)).toEqual({
      ok: false,
      message: "Nothing is left to refund on this order.",
    });
  });
});
