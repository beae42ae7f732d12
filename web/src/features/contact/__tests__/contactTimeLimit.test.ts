import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { callableTimeLimit } from "../../../lib/callableContracts";
import { neverAnswers } from "../../../testing/timeLimits";
import { loadContactCheck, useSendContactMessage } from "../components/ContactForm";

const { invokeCallable } = vi.hoisted(() => ({ invokeCallable: vi.fn() }));
vi.mock("../../../lib/callableTransport", () => ({ invokeCallable }));

beforeEach(() => {
  invokeCallable.mockReset();
  invokeCallable.mockReturnValue(neverAnswers());
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe("Send Message when the server never answers", () => {
  it("ends in the spec's fallback after the time limit, and the form keeps the draft", async () => {
    await loadContactCheck(); // the validator, which the form loads after first paint
    const { result } = renderHook(() => useSendContactMessage());
    let sent: Promise<boolean> | undefined;
    act(() => {
      sent = result.current.send({
        fullName: "Ravi Kumar",
        email: "ravi@example.in",
        phone: "",
        subject: "",
        message: "Does it work with a 1 HP pump?",
        website: "",
      });
    });
    await act(() => vi.advanceTimersByTimeAsync(callableTimeLimit("sendContactMessage") - 1));
    expect(result.current.sending).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1));
    // false: the form clears its fields only when the message was received.
    await expect(sent).resolves.toBe(false);
    expect(result.current.sending).toBe(false);
    expect(result.current.status).toEqual({
      kind: "error",
      text: "Something went wrong. Please try again later.",
      fields: [],
    });
  });
});
