import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  confirmPaymentCall,
  placeOrderCall,
  sendContactMessageCall,
  startPaymentCall,
} from "@shop/domain";
import { call, refusalText } from "../callables";
import { CALLABLE_TIME_LIMIT_MS, callableTimeLimit } from "../callableTimeLimits";
import { TimeLimitError } from "../timeLimit";
import { expectTimeLimit, neverAnswers } from "../../testing/timeLimits";

const { invokeCallable } = vi.hoisted(() => ({ invokeCallable: vi.fn() }));
vi.mock("../callableTransport", () => ({ invokeCallable }));

beforeEach(() => {
  invokeCallable.mockReset();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe("every callable has a time limit", () => {
  it("leaves 5 s over each function's own timeout (functions/src/runtime.ts)", () => {
    expect(CALLABLE_TIME_LIMIT_MS).toEqual({
      placeOrder: 35_000,
      startPayment: 55_000,
      confirmPayment: 37_000,
      sendContactMessage: 35_000,
    });
  });

  it.each([placeOrderCall, startPaymentCall, confirmPaymentCall, sendContactMessageCall])(
    "$name gives up after its limit when the server never answers",
    async (callable) => {
      invokeCallable.mockReturnValue(neverAnswers());
      await expectTimeLimit(call(callable, {} as never), callableTimeLimit(callable.name));
    },
  );

  it("is no refusal: each caller shows its own failure message", () => {
    const late = new TimeLimitError("late");
    for (const callable of [
      placeOrderCall,
      startPaymentCall,
      confirmPaymentCall,
      sendContactMessageCall,
    ]) {
      expect(refusalText(callable, late)).toBeUndefined();
    }
  });
});
