/** The emulator on its own: the Payments API (fetch, capture) and the checkout's setting header. */
import { describe, expect, it } from "vitest";
import {
  api,
  post,
  control,
  createOrder,
  pay,
  eventNames,
  useRazorpayEmulator,
} from "./fixture.js";

useRazorpayEmulator();

const order = (id: string) => api(`/v1/orders/${id}`).then((a) => a.body);

describe("Payments API", () => {
  async function authorised(amount = 39900) {
    await control("payments", { capture: "manual" });
    const created = (await createOrder({ amount, currency: "INR" })).body;
    const { body } = await pay(created.id, "success");
    return { orderId: created.id, id: body.razorpay_payment_id as string };
  }

  it("needs Razorpay's Basic auth and goes through the faults like the Orders API", async () => {
    const { id } = await authorised();
    expect((await api(`/v1/payments/${id}`, { auth: "" })).status).toBe(401);
    await control("faults", { failNext: 1, failStatus: 503 });
    expect((await api(`/v1/payments/${id}`)).status).toBe(503);
    expect((await api(`/v1/payments/${id}`)).body).toMatchObject({ id, entity: "payment" });
  });

  it.each<[string, unknown, string]>([
    ["no amount", { currency: "INR" }, "The amount field is required."],
    ["a decimal amount", { amount: 399.5, currency: "INR" }, "The amount must be an integer."],
    ["no currency", { amount: 39900 }, "The currency field is required."],
    [
      "another amount",
      { amount: 39800, currency: "INR" },
      "Capture amount must be equal to the amount authorized",
    ],
    [
      "another currency",
      { amount: 39900, currency: "USD" },
      "Capture request currency must be same as payment currency",
    ],
  ])("refuses a capture with %s", async (_case, body, description) => {
    const { id } = await authorised();
    expect(await post(`/v1/payments/${id}/capture`, body)).toMatchObject({
      status: 400,
      body: { error: { code: "BAD_REQUEST_ERROR", description } },
    });
    expect((await api(`/v1/payments/${id}`)).body.status).toBe("authorized");
  });

  it("refuses to capture twice, a failed payment, an unknown id", async () => {
    const { id, orderId } = await authorised();
    const body = { amount: 39900, currency: "INR" };
    expect((await post(`/v1/payments/${id}/capture`, body)).status).toBe(200);
    const twice = await post(`/v1/payments/${id}/capture`, body);
    expect(twice.body.error.description).toBe("This payment has already been captured");

    const failed = (await pay((await createOrder()).body.id, "failure")).body.error.metadata;
    const notAuthorised = await post(`/v1/payments/${failed.payment_id}/capture`, body);
    expect(notAuthorised).toMatchObject({
      status: 400,
      body: {
        error: {
          description:
            "Only payments which have been authorized and not yet captured can be captured",
        },
      },
    });
    for (const path of ["/v1/payments/pay_Missing0000000", "/v1/refunds/rfnd_Missing000000"]) {
      expect((await api(path)).body.error.description).toBe("The id provided does not exist");
    }
    expect(eventNames().filter((e) => e === "payment.captured")).toHaveLength(1);
    expect((await order(orderId)).amount_paid).toBe(39900);
  });

  it("refuses to capture a second authorised payment of an order already paid", async () => {
    const first = await authorised();
    const second = (await pay(first.orderId, "success")).body.razorpay_payment_id;
    const body = { amount: 39900, currency: "INR" };
    expect((await post(`/v1/payments/${first.id}/capture`, body)).status).toBe(200);
    expect((await post(`/v1/payments/${second}/capture`, body)).body.error.description).toBe(
      "Your payment has been declined as the order is already paid. Please initiate the payment with a new order.",
    );
    expect(await order(first.orderId)).toMatchObject({ amount_paid: 39900, attempts: 2 });
  });

  it("tells checkout.js the checkout setting in a header, keeping Razorpay's body", async () => {
    const created = (await createOrder()).body;
    expect((await pay(created.id, "failure")).headers.get("x-razorpay-emulator-handler")).toBe(
      "runs",
    );
    await control("checkout", { handler: "lost" });
    const { body, headers } = await pay(created.id, "success");
    expect(headers.get("x-razorpay-emulator-handler")).toBe("lost");
    expect(headers.get("access-control-expose-headers")).toContain("x-razorpay-emulator-handler");
    expect(Object.keys(body).sort()).toEqual([
      "razorpay_order_id",
      "razorpay_payment_id",
      "razorpay_signature",
    ]);
  });
});
