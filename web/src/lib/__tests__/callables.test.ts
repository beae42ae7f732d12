import { FunctionsError } from "firebase/functions";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { CALLABLES, type CallableContract } from "@shop/domain";
import { callableErrorCode, refusalText } from "../callableContracts";
import { call } from "../callables";

const { invokeCallable } = vi.hoisted(() => ({ invokeCallable: vi.fn() }));
vi.mock("../callableTransport", () => ({ invokeCallable }));

const ORDER_ID = "ORD-2026-1767225600000-K7QZ";
const {
  placeOrder: placeOrderCall,
  startPayment: startPaymentCall,
  confirmPayment: confirmPaymentCall,
  sendContactMessage: sendContactMessageCall,
} = CALLABLES;
type ShopCall = CallableContract<
  "placeOrder" | "startPayment" | "confirmPayment" | "sendContactMessage"
>;

beforeEach(() => {
  invokeCallable.mockReset();
});

describe("call", () => {
  it("sends the input under the contract's name and returns the answer its schema reads", async () => {
    invokeCallable.mockResolvedValue({ status: "confirming", debug: "dropped" });
    const input = {
      orderId: ORDER_ID,
      razorpay_payment_id: "pay_1",
      razorpay_order_id: "order_1",
      razorpay_signature: "ab12",
    };
    await expect(call("confirmPayment", input)).resolves.toEqual({ status: "confirming" });
    expect(invokeCallable).toHaveBeenCalledExactlyOnceWith("confirmPayment", input);
  });

  it.each<[string, ShopCall, unknown, string]>([
    ["placeOrder without an amount", placeOrderCall, { orderId: ORDER_ID }, "amount"],
    [
      "placeOrder with a malformed order id",
      placeOrderCall,
      { orderId: "42", amount: 1 },
      "orderId",
    ],
    ["confirmPayment with another status", confirmPaymentCall, { status: "failed" }, "status"],
    ["sendContactMessage with nothing", sendContactMessageCall, undefined, "the answer"],
  ])("throws for %s", async (_case, callable, answer, where) => {
    invokeCallable.mockResolvedValue(answer);
    // The input's shape is the contract's business, not this test's.
    const sent = call(callable.name, {} as never);
    await expect(sent).rejects.toThrow(`${callable.name} answered off its contract: ${where}:`);
  });

  it("lets a refusal through as the SDK threw it", async () => {
    const refusal = new FunctionsError("not-found", "Order not found or already paid.");
    invokeCallable.mockRejectedValue(refusal);
    const address = {
      name: "A",
      phone: "9876543210",
      address: "Here",
      city: "Bengaluru",
      state: "Karnataka",
      pincode: "560001",
    };
    const error = await call("startPayment", { orderId: ORDER_ID, address }).catch(
      (e: unknown) => e,
    );
    expect(error).toBe(refusal);
  });
});

describe("refusalText", () => {
  const refusal = (code: string, message: string) => new FunctionsError(code as never, message);

  it.each<[string, ShopCall, Error, string | undefined]>([
    [
      "placeOrder's server words",
      placeOrderCall,
      refusal("resource-exhausted", "Too many."),
      "Too many.",
    ],
    ["startPayment's server words", startPaymentCall, refusal("not-found", "Gone."), "Gone."],
    [
      "confirmPayment's server words",
      confirmPaymentCall,
      refusal("permission-denied", "No."),
      "No.",
    ],
    [
      "contact's fixed text, whatever the server said",
      sendContactMessageCall,
      refusal("unavailable", "EmailJS 502"),
      "Failed to send email. Please try again or contact us directly.",
    ],
    [
      "contact's fixed text for a platform refusal",
      sendContactMessageCall,
      refusal("permission-denied", "PERMISSION_DENIED"),
      "Permission denied. Please check Firestore security rules.",
    ],
    [
      "nothing for a code placeOrder does not declare",
      placeOrderCall,
      refusal("not-found", "x"),
      undefined,
    ],
    [
      "nothing for a code startPayment does not declare",
      startPaymentCall,
      refusal("permission-denied", "x"),
      undefined,
    ],
    ["nothing for internal", sendContactMessageCall, refusal("internal", "INTERNAL"), undefined],
    ["nothing for empty server words", placeOrderCall, refusal("invalid-argument", ""), undefined],
    [
      "nothing for an error without a code",
      placeOrderCall,
      new TypeError("Failed to fetch"),
      undefined,
    ],
  ])("gives %s", (_case, callable, error, text) => {
    expect(refusalText(callable.name, error)).toBe(text);
  });

  it("gives the server's words without the HTTP status the web SDK appends", () => {
    // @firebase/functions builds its message as `${description} [${httpStatus}]`.
    const refused = refusal("failed-precondition", "There is no such discount code. [400]");
    expect(refusalText("checkDiscount", refused)).toBe("There is no such discount code.");
    expect(refusalText("placeOrder", refusal("failed-precondition", "Sold [out]."))).toBe(
      "Sold [out].",
    );
  });

  it("reads the code with or without the SDK's prefix", () => {
    expect(callableErrorCode(refusal("unavailable", "x"))).toBe("unavailable");
    expect(callableErrorCode({ code: "unavailable" })).toBe("unavailable");
    expect(callableErrorCode(new Error("x"))).toBe("");
  });
});
