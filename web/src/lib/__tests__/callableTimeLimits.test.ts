import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, renderHook } from "@testing-library/react";
import {
  confirmPaymentCall,
  placeOrderCall,
  sendContactMessageCall,
  startPaymentCall,
} from "@shop/domain";
import { CALLABLE_TIME_LIMIT_MS, callableTimeLimit, refusalText } from "../callables";
import { TimeLimitError } from "../timeLimit";
import { placeOrder } from "../../features/cart/api/placeOrder";
import type { CartLine } from "../../features/cart/cartLines";
import { confirmPayment, startPayment } from "../../features/checkout/api/payment";
import { loadContactCheck } from "../../features/contact/contactCheck";
import { useSendContactMessage } from "../../features/contact/hooks/useSendContactMessage";

const { invokeCallable } = vi.hoisted(() => ({ invokeCallable: vi.fn() }));
vi.mock("../callableTransport", () => ({ invokeCallable }));

const ORDER_ID = "ORD-2026-1767225600000-K7QZ";
const ADDRESS = { name: "Asha Rao", phone: "9876543210", address: "12 Lake Road", pincode: "560038" };
const LINE = { productId: "semiAutomatic-1", variantKey: "Motar_Compatible", quantity: 1 };
const RESPONSE = { razorpay_payment_id: "pay_1", razorpay_order_id: "order_1", razorpay_signature: "ab" };

beforeEach(() => {
  invokeCallable.mockReset();
  // The server never answers: a connection that hangs, or a token fetch that does.
  invokeCallable.mockReturnValue(new Promise(() => undefined));
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

/** Still waiting one millisecond before `ms`, a TimeLimitError at `ms`. */
async function expectTimeLimit(work: Promise<unknown>, ms: number) {
  const outcome = work.then(
    () => "answered",
    (error: unknown) => error,
  );
  await vi.advanceTimersByTimeAsync(ms - 1);
  expect(await Promise.race([outcome, Promise.resolve("waiting")])).toBe("waiting");
  await vi.advanceTimersByTimeAsync(1);
  expect(await outcome).toBeInstanceOf(TimeLimitError);
}

describe("every callable has a time limit", () => {
  it("leaves 5 s over each function's own timeout (functions/src/runtime.ts)", () => {
    expect(CALLABLE_TIME_LIMIT_MS).toEqual({
      placeOrder: 35_000,
      startPayment: 55_000,
      confirmPayment: 37_000,
      sendContactMessage: 35_000,
    });
  });

  it("Proceed to Payment / Buy Now: placeOrder gives up once, without a second try", async () => {
    await expectTimeLimit(placeOrder([LINE as CartLine], "r".repeat(20)), callableTimeLimit("placeOrder"));
    expect(invokeCallable).toHaveBeenCalledTimes(1);
  });

  it("Pay: startPayment gives up", async () => {
    await expectTimeLimit(startPayment(ORDER_ID, ADDRESS), callableTimeLimit("startPayment"));
  });

  it("after the widget: confirmPayment gives up", async () => {
    await expectTimeLimit(confirmPayment(ORDER_ID, RESPONSE), callableTimeLimit("confirmPayment"));
  });

  it("the time limit is no refusal: each caller shows its own failure message", () => {
    const late = new TimeLimitError("late");
    for (const callable of [placeOrderCall, startPaymentCall, confirmPaymentCall, sendContactMessageCall]) {
      expect(refusalText(callable, late)).toBeUndefined();
    }
  });

  it("Send Message: the contact form says the spec's fallback and keeps the draft to send again", async () => {
    await loadContactCheck(); // the form's validator, which arrives after first paint
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
    });
  });
});
