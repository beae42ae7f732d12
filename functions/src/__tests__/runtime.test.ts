import { describe, expect, it } from "vitest";
import { CALLABLES } from "../domain";
import {
  ADMIN_RAZORPAY_TIMEOUT_MS,
  CONFIRM_RAZORPAY_TIMEOUT_MS,
  ORDER_EMAIL_TIMEOUT_MS,
  RAZORPAY_ORDER_CLAIM_MS,
} from "../payments/paymentTiming";
import { sizing } from "../runtime";
import { RESTOCK_EMAILS_TIME_LIMIT_MS } from "../stockAlerts/restockEmails";

const contracts = CALLABLES;

describe("a callable's timeout", () => {
  it.each(Object.values(contracts))("$name is deployed with its contract's", (contract) => {
    expect(sizing[contract.name].timeoutSeconds).toBe(contract.timeoutSeconds);
  });

  // The longest wait in each handler that has one (payments/paymentTiming.ts),
  // and the headroom its timeout keeps over it for the work around the wait.
  it.each([
    ["startPayment", RAZORPAY_ORDER_CLAIM_MS, 30],
    ["confirmPayment", 3 * CONFIRM_RAZORPAY_TIMEOUT_MS, 20],
    ["adminAdvanceOrder", ORDER_EMAIL_TIMEOUT_MS, 30],
    ["adminSaveVariant", RESTOCK_EMAILS_TIME_LIMIT_MS, 20],
    ["adminCancelOrder", ADMIN_RAZORPAY_TIMEOUT_MS, 30],
    ["adminRefundOrder", ADMIN_RAZORPAY_TIMEOUT_MS, 30],
  ] as const)("%s leaves %i ms of waiting %i s of headroom", (name, waitMs, headroomSeconds) => {
    expect(contracts[name].timeoutSeconds * 1000).toBeGreaterThanOrEqual(
      waitMs + headroomSeconds * 1000,
    );
  });
});
