import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  confirmPaymentCall,
  placeOrderCall,
  sendContactMessageCall,
  startPaymentCall,
} from "@shop/domain";
import { call, refusalText } from "../callables";
import { callableTimeLimit } from "../callableTimeLimits";
import { TimeLimitError } from "../timeLimit";
import { expectTimeLimit, neverAnswers } from "../../testing/timeLimits";

const { invokeCallable } = vi.hoisted(() => ({ invokeCallable: vi.fn() }));
vi.mock("../callableTransport", () => ({ invokeCallable }));

const CALLS = [placeOrderCall, startPaymentCall, confirmPaymentCall, sendContactMessageCall];

beforeEach(() => {
  invokeCallable.mockReset();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe("every callable has a time limit", () => {
  it.each(CALLS)("$name waits 5 s over its function's own timeout", (callable) => {
    expect(callableTimeLimit(callable)).toBe(callable.timeoutSeconds * 1000 + 5000);
  });

  it.each(CALLS)(
    "$name gives up after its limit when the server never answers",
    async (callable) => {
      invokeCallable.mockReturnValue(neverAnswers());
      await expectTimeLimit(call(callable, {} as never), callableTimeLimit(callable));
    },
  );

  it("is no refusal: each caller shows its own failure message", () => {
    const late = new TimeLimitError("late");
    for (const callable of CALLS) {
      expect(refusalText(callable, late)).toBeUndefined();
    }
  });
});
