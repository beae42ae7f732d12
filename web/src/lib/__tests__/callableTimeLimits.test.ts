import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CALLABLES } from "@shop/domain";
import { callableTimeLimit, refusalText } from "../callableContracts";
import { call } from "../callables";
import { TimeLimitError } from "../timeLimit";
import { expectTimeLimit, neverAnswers } from "../../testing/timeLimits";

const { invokeCallable } = vi.hoisted(() => ({ invokeCallable: vi.fn() }));
vi.mock("../callableTransport", () => ({ invokeCallable }));

// The shop's and the console's: one client (the console's limits were pinned in its own tests).
const CALLS = Object.values(CALLABLES);

beforeEach(() => {
  invokeCallable.mockReset();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe("every callable has a time limit", () => {
  it.each(CALLS)("$name waits 5 s over its function's own timeout", (callable) => {
    expect(callableTimeLimit(callable.name)).toBe(callable.timeoutSeconds * 1000 + 5000);
  });

  it.each(CALLS)(
    "$name gives up after its limit when the server never answers",
    async (callable) => {
      invokeCallable.mockReturnValue(neverAnswers());
      await expectTimeLimit(call(callable.name, {} as never), callableTimeLimit(callable.name));
    },
  );

  it("gives the console's actions their function's timeout and 5 s for the trip", () => {
    const console = [
      "adminAdvanceOrder",
      "adminCancelOrder",
      "adminRefundOrder",
      "adminSetMessageStatus",
    ] as const;
    expect(console.map(callableTimeLimit)).toEqual([38_000, 43_000, 43_000, 35_000]);
  });

  it("is no refusal: each caller shows its own failure message", () => {
    const late = new TimeLimitError("late");
    for (const callable of CALLS) {
      expect(refusalText(callable.name, late)).toBeUndefined();
    }
  });
});
