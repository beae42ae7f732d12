import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { ADMIN_MESSAGES, COD_MESSAGES, PAYMENT_MESSAGES, firestorePaths } from "../../domain";
import { adminAdvanceOrder, adminCodOutcome, confirmPayment, startPayment } from "../../index";
import { db } from "../../lib/firestore";
import { callAs } from "../../testing/harness";
import { callAsAdmin, newKey } from "../../admin/__tests__/adminKit";
import {
  AMOUNT,
  asha,
  codOrder,
  placeCod,
  rejection,
  storedDocuments,
} from "../../orders/__tests__/codKit";
import {
  ADDRESS,
  callWebhook,
  payOnEmulator,
  startedOrder,
  storedOrder,
  usePaymentKit,
} from "./paymentKit";

const kit = usePaymentKit({ deliverWebhooks: false });

const ship = async (orderId: string) => {
  for (const to of ["packed", "shipped"] as const) {
    const shipment = to === "shipped" ? { carrier: "Delhivery", trackingNumber: "1234567890" } : {};
    await callAsAdmin(adminAdvanceOrder, {
      uid: asha.uid,
      orderId,
      requestKey: newKey(),
      to,
      ...shipment,
    });
  }
};
const collect = (orderId: string) =>
  callAsAdmin(adminCodOutcome, {
    uid: asha.uid,
    orderId,
    requestKey: newKey(),
    outcome: "collected",
  });
/** What Razorpay holds for the Razorpay order: its amount and its payments' states. */
const atRazorpay = (razorpayOrderId: string) => ({
  amount: kit.emulator.store.orders.get(razorpayOrderId)?.amount,
  payments: [...kit.emulator.store.payments.values()]
    .filter((payment) => payment.order_id === razorpayOrderId)
    .map((payment) => `${payment.status} ${payment.amount}`),
});
/** Every webhook event Razorpay has sent so far, delivered now. */
async function deliverEvents() {
  await kit.emulator.settled();
  for (const e of kit.emulator.webhooks.events) {
    await callWebhook(e.body, { "x-razorpay-signature": e.signature, "x-razorpay-event-id": e.id });
  }
}

describe("a COD order paid online instead", () => {
  it("is charged exactly its amount, once, ends paid by Razorpay, and is then never collected", async () => {
    const orderId = await codOrder();
    const session = await callAs(startPayment, asha, { orderId, address: ADDRESS });
    expect(session.amount).toBe(AMOUNT);
    const answer = await payOnEmulator(kit, session.razorpayOrderId);
    expect(await callAs(confirmPayment, asha, { orderId, ...answer })).toEqual({ status: "paid" });
    await deliverEvents();
    const order = await storedOrder(asha.uid, orderId);
    expect(order).toMatchObject({
      status: "paid",
      paymentMethod: "razorpay",
      paymentStatus: "captured",
    });
    expect(order?.codFee).toBeUndefined();
    expect(atRazorpay(session.razorpayOrderId)).toEqual({
      amount: AMOUNT,
      payments: [`captured ${AMOUNT}`],
    });
    await ship(orderId);
    const before = await storedDocuments();
    expect(await rejection(collect(orderId))).toMatchObject({
      code: "failed-precondition",
      message: COD_MESSAGES.paidOnline,
    });
    expect(await storedDocuments()).toEqual(before);
  });

  it("collection finds a payment Razorpay authorised unseen: captured, refused as paid online", async () => {
    const { orderId, razorpayOrderId } = await startedOrder(asha);
    await placeCod(asha, orderId);
    await ship(orderId);
    kit.emulator.settings.payments.capture = "manual";
    await payOnEmulator(kit, razorpayOrderId); // the tab closed before confirming
    expect(await rejection(collect(orderId))).toMatchObject({
      code: "failed-precondition",
      message: COD_MESSAGES.paidOnline,
    });
    const order = await storedOrder(asha.uid, orderId);
    expect(order).toMatchObject({ status: "paid", paymentMethod: "razorpay" });
    expect(order?.fulfilment?.stage).toBe("shipped");
    expect(atRazorpay(razorpayOrderId).payments).toEqual([`captured ${AMOUNT}`]);
  });

  it("collection is refused while a payment is being captured or confirmed, writing nothing", async () => {
    const { orderId, razorpayOrderId } = await startedOrder(asha);
    await placeCod(asha, orderId);
    await ship(orderId);
    const ref = db().doc(firestorePaths.userOrder(asha.uid, orderId));
    const inFlight = { code: "failed-precondition", message: ADMIN_MESSAGES.paymentInFlight };
    // Confirming, Razorpay not listing the payment yet.
    await ref.update({ paymentConfirming: { paymentId: "pay_1", since: Timestamp.now() } });
    let before = await storedDocuments();
    expect(await rejection(collect(orderId))).toMatchObject(inFlight);
    expect(await storedDocuments()).toEqual(before);
    // Another instance capturing another payment, while Razorpay holds this one authorised.
    kit.emulator.settings.payments.capture = "manual";
    await payOnEmulator(kit, razorpayOrderId);
    const claim = { paymentId: "pay_other", at: Date.now() };
    await ref.update({ paymentConfirming: FieldValue.delete(), captureClaim: claim });
    before = await storedDocuments();
    expect(await rejection(collect(orderId))).toMatchObject(inFlight);
    expect(await storedDocuments()).toEqual(before);
    expect(atRazorpay(razorpayOrderId).payments).toEqual([`authorized ${AMOUNT}`]);
  });

  it("a payment authorised after collection is never captured", async () => {
    const { orderId, razorpayOrderId } = await startedOrder(asha);
    await placeCod(asha, orderId);
    await ship(orderId);
    expect(await collect(orderId)).toEqual({ status: "paid" });
    kit.emulator.settings.payments.capture = "manual";
    const answer = await payOnEmulator(kit, razorpayOrderId); // an old tab paying late
    expect(await callAs(confirmPayment, asha, { orderId, ...answer })).toEqual({ status: "paid" });
    await deliverEvents();
    expect(atRazorpay(razorpayOrderId).payments).toEqual([`authorized ${AMOUNT}`]);
    const order = await storedOrder(asha.uid, orderId);
    expect(order).toMatchObject({
      status: "paid",
      paymentMethod: "cod",
      paymentStatus: "collected",
    });
    expect(order?.paymentId).toBeUndefined();
  });

  it("placing COD after Razorpay took the payment marks the order paid and refuses COD", async () => {
    const { orderId, razorpayOrderId } = await startedOrder(asha);
    await payOnEmulator(kit, razorpayOrderId); // captured; the shop has not heard yet
    expect(await rejection(placeCod(asha, orderId))).toMatchObject({
      code: "failed-precondition",
      message: PAYMENT_MESSAGES.notPayable,
    });
    const order = await storedOrder(asha.uid, orderId);
    expect(order).toMatchObject({ status: "paid", paymentMethod: "razorpay" });
    expect(await db().doc(firestorePaths.codGuard(asha.uid)).get()).toMatchObject({
      exists: false,
    });
  });
});
