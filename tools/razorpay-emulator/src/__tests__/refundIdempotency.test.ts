/** The emulator on its own: X-Refund-Idempotency, as Razorpay documents it. */
import { describe, expect, it } from "vitest";
import { emulator, api, post, control, createOrder, pay, useRazorpayEmulator } from "./fixture.js";

useRazorpayEmulator();

async function capturedPayment(amount = 39900): Promise<string> {
  const created = (await createOrder({ amount, currency: "INR" })).body;
  const id = (await pay(created.id, "success")).body.razorpay_payment_id as string;
  await emulator.settled();
  return id;
}
const refund = (paymentId: string, body: unknown, key: string) =>
  post(`/v1/payments/${paymentId}/refund`, body, { "x-refund-idempotency": key });
const paymentOf = (id: string) => api(`/v1/payments/${id}`).then((a) => a.body);

describe("X-Refund-Idempotency (as Razorpay documents it)", () => {
  const KEY = "550e8400-e29b-41d4-a716-446655440000";

  it("answers a retry with the same key and body with the same refund, once", async () => {
    const id = await capturedPayment();
    const first = (await refund(id, { amount: 5000, notes: { a: "1", b: "2" } }, KEY)).body;
    const again = (await refund(id, { notes: { b: "2", a: "1" }, amount: 5000 }, KEY)).body;
    expect(again.id).toBe(first.id);
    expect(emulator.store.refunds.size).toBe(1);
    expect((await paymentOf(id)).amount_refunded).toBe(5000);
  });

  it("refuses the same key with another body (409), and malformed keys (400)", async () => {
    const id = await capturedPayment();
    await refund(id, { amount: 5000 }, KEY);
    expect(await refund(id, { amount: 6000 }, KEY)).toMatchObject({
      status: 409,
      body: {
        error: {
          code: "BAD_REQUEST_ERROR",
          description:
            "Different request with the same idempotency key has already been processed.",
        },
      },
    });
    expect((await refund(id, { amount: 100 }, "short-key")).body.error.description).toBe(
      "The idempotency key must be at least 10 characters long.",
    );
    expect((await refund(id, { amount: 100 }, "not a valid key!")).body.error.description).toBe(
      "The idempotency key must only contain alphanumeric characters, underscores, and hyphens",
    );
    expect(emulator.store.refunds.size).toBe(1);
  });

  it("answers 409 while a request with the same key is still in progress", async () => {
    const id = await capturedPayment();
    await control("faults", { latencyMs: 200 });
    const slow = refund(id, { amount: 5000 }, KEY);
    await new Promise((r) => setTimeout(r, 50));
    expect(await refund(id, { amount: 5000 }, KEY)).toMatchObject({
      status: 409,
      body: {
        error: {
          description: "Another request with the same idempotency key is still in progress.",
        },
      },
    });
    expect((await slow).status).toBe(200);
    expect((await refund(id, { amount: 5000 }, KEY)).body.id).toBe((await slow).body.id);
    expect(emulator.store.refunds.size).toBe(1);
  });
});
