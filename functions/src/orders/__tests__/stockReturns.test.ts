import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { PREPAID_HOLD_MS } from "../../domain";
import {
  adminAdvanceOrder,
  adminCancelOrder,
  adminCodOutcome,
  cancelCodOrder,
  confirmPayment,
  startPayment,
} from "../../index";
import { callAsAdmin, newKey, paidOrder } from "../../admin/__tests__/adminKit";
import {
  ADDRESS,
  callWebhook,
  payOnEmulator,
  startedOrder,
  storedOrder,
  usePaymentKit,
} from "../../payments/__tests__/paymentKit";
import { reconcilePendingPayments } from "../../payments/reconcilePayments";
import { callAs } from "../../testing/harness";
import { asha, codOrder } from "./codKit";
import { SMART, smartStock, stockSmart } from "./stockKit";

const kit = usePaymentKit({ deliverWebhooks: false });

const held = { lines: [{ ...SMART, quantity: 2 }], state: "held" };
const holdOf = async (orderId: string) => (await storedOrder(asha.uid, orderId))?.stockHold;
const advance = (orderId: string, to: "packed" | "shipped") =>
  callAsAdmin(adminAdvanceOrder, {
    uid: asha.uid,
    orderId,
    requestKey: newKey(),
    to,
    ...(to === "shipped" ? { carrier: "Delhivery", trackingNumber: "1234567890" } : {}),
  });
const outcome = (orderId: string, what: "collected" | "returned") =>
  callAsAdmin(adminCodOutcome, { uid: asha.uid, orderId, requestKey: newKey(), outcome: what });

describe("an order's units", () => {
  it("a prepaid hold lasts 30 minutes; the reconciler then gives it back, and a new start holds again", async () => {
    await stockSmart(5);
    const { orderId } = await startedOrder(asha);
    const hold = await holdOf(orderId);
    expect(hold).toEqual({ ...held, expiresAt: expect.any(Timestamp) });
    const expiresAt = (hold?.expiresAt as Timestamp).toMillis();
    expect(expiresAt - Date.now()).toBeGreaterThan(PREPAID_HOLD_MS - 60_000);
    expect(await smartStock()).toMatchObject({ stock: 5, held: 2 });

    await reconcilePendingPayments({ now: new Date(expiresAt - 1000) });
    expect(await smartStock()).toMatchObject({ stock: 5, held: 2 });
    await reconcilePendingPayments({ now: new Date(expiresAt + 1000) });
    expect(await holdOf(orderId)).toEqual({ ...held, state: "released" });
    expect(await smartStock()).toMatchObject({ stock: 5, held: 0 });

    await callAs(startPayment, asha, { orderId, address: ADDRESS });
    expect(await holdOf(orderId)).toEqual({ ...held, expiresAt: expect.any(Timestamp) });
    expect(await smartStock()).toMatchObject({ stock: 5, held: 2 });
  });

  it("a failed payment gives the units back; paying after that takes them all the same", async () => {
    await stockSmart(5);
    const { orderId, razorpayOrderId } = await startedOrder(asha);
    kit.emulator.settings.webhooks.enabled = false;
    await payOnEmulator(kit, razorpayOrderId, "failure");
    const [failed] = kit.emulator.webhooks.events.filter((e) => e.event === "payment.failed");
    const headers = {
      "x-razorpay-signature": failed?.signature,
      "x-razorpay-event-id": failed?.id,
    };
    expect(await callWebhook(failed?.body ?? "", headers)).toMatchObject({ status: 200 });
    expect(await holdOf(orderId)).toEqual({ ...held, state: "released" });
    expect(await smartStock()).toMatchObject({ stock: 5, held: 0 });
    // Money taken counts: its units leave the shelf though no longer held.
    const answer = await payOnEmulator(kit, razorpayOrderId);
    expect(await callAs(confirmPayment, asha, { orderId, ...answer })).toEqual({ status: "paid" });
    expect(await holdOf(orderId)).toEqual({ ...held, state: "taken" });
    expect(await smartStock()).toMatchObject({ stock: 3, held: 0 });
  });

  it("an order cancelled unpaid in the console gives its units back", async () => {
    await stockSmart(5);
    const { orderId } = await startedOrder(asha);
    const input = { uid: asha.uid, orderId, requestKey: newKey(), unpaid: true };
    await callAsAdmin(adminCancelOrder, input);
    expect(await holdOf(orderId)).toEqual({ ...held, state: "released" });
    expect(await smartStock()).toMatchObject({ stock: 5, held: 0 });
  });

  it("a paid order takes its units; cancelled before shipping, they go back on the shelf", async () => {
    await stockSmart(5);
    const { orderId } = await paidOrder(kit);
    expect(await holdOf(orderId)).toEqual({ ...held, state: "taken" });
    expect(await smartStock()).toMatchObject({ stock: 3, held: 0 });
    await callAsAdmin(adminCancelOrder, { uid: asha.uid, orderId, requestKey: newKey() });
    expect(await holdOf(orderId)).toEqual({ ...held, state: "released" });
    expect(await smartStock()).toMatchObject({ stock: 5, held: 0 });
  });

  it("a COD order holds without expiry; cancelled by the shopper, the units come back", async () => {
    await stockSmart(5);
    const orderId = await codOrder();
    expect(await holdOf(orderId)).toEqual(held);
    expect(await smartStock()).toMatchObject({ stock: 5, held: 2 });
    await callAs(cancelCodOrder, asha, { orderId });
    expect(await holdOf(orderId)).toEqual({ ...held, state: "released" });
    expect(await smartStock()).toMatchObject({ stock: 5, held: 0 });
  });

  it("a returned COD order gives its units back; a collected one takes them", async () => {
    await stockSmart(5);
    const returned = await codOrder();
    await advance(returned, "packed");
    await advance(returned, "shipped");
    await outcome(returned, "returned");
    expect(await holdOf(returned)).toEqual({ ...held, state: "released" });
    expect(await smartStock()).toMatchObject({ stock: 5, held: 0 });

    const collected = await codOrder();
    await advance(collected, "packed");
    await advance(collected, "shipped");
    await outcome(collected, "collected");
    expect(await holdOf(collected)).toEqual({ ...held, state: "taken" });
    expect(await smartStock()).toMatchObject({ stock: 3, held: 0 });
  });

  it("a COD order is refused out of stock, writing nothing", async () => {
    await stockSmart(1);
    await expect(codOrder()).rejects.toMatchObject({
      code: "failed-precondition",
      message:
        "Sorry, Smart Controller is out of stock in the quantity you asked for. Please change your cart.",
    });
    expect(await smartStock()).toMatchObject({ stock: 1, held: 0 });
  });
});
