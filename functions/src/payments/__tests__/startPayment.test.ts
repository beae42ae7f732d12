import { HttpsError } from "firebase-functions/v2/https";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startPayment } from "../../index";
import { db } from "../../lib/firestore";
import {
  callAs,
  clearFirestore,
  pathsBesideCallCounters,
  type TestCaller,
} from "../../testing/harness";
import {
  ADDRESS,
  payOnEmulator,
  placePendingOrder,
  startPaymentKit,
  storedOrder,
  type PaymentKit,
} from "./paymentKit";
import { firestorePaths } from "../../domain";

const asha: TestCaller = { uid: "asha", email: "asha@example.in" };
let kit: PaymentKit;

beforeAll(async () => {
  kit = await startPaymentKit();
});
afterAll(() => kit.stop());
beforeEach(async () => {
  await clearFirestore();
  kit.emulator.reset();
});

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => e,
  );

describe("startPayment", () => {
  it("creates the Razorpay order for the stored amount and answers what checkout needs", async () => {
    const orderId = await placePendingOrder(asha, 2);
    const result = await callAs(startPayment, asha, { orderId, address: ADDRESS });

    expect(result).toEqual({
      orderId,
      keyId: "rzp_test_localemulator",
      razorpayOrderId: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/),
      amount: 79800,
      currency: "INR",
      name: "AquaSense",
      description: `Payment for Order #${orderId}`,
      prefill: { name: "Asha Rao", email: "asha@example.in", contact: "9876543210" },
    });
    const created = kit.emulator.store.orders.get(result.razorpayOrderId);
    expect(created).toMatchObject({
      amount: 79800,
      currency: "INR",
      receipt: orderId,
      notes: { orderId },
      status: "created",
    });
    expect(await storedOrder("asha", orderId)).toMatchObject({
      status: "pending",
      amount: 79800,
      addressInfo: ADDRESS,
      deliveryPhone: "9876543210",
      razorpayOrderId: result.razorpayOrderId,
    });
  });

  it("trims the address before saving it", async () => {
    const orderId = await placePendingOrder(asha);
    const padded = { ...ADDRESS, name: "  Asha Rao  ", address: " 12 MG Road, Kothrud, Pune " };
    await callAs(startPayment, asha, { orderId, address: padded });
    expect((await storedOrder("asha", orderId))?.addressInfo).toEqual(ADDRESS);
  });

  it("reuses the Razorpay order on a retry, saving the newer address", async () => {
    const orderId = await placePendingOrder(asha);
    const first = await callAs(startPayment, asha, { orderId, address: ADDRESS });
    const moved = {
      ...ADDRESS,
      phone: "+91 9123456789",
      address: "4 Park Street",
      city: "Kolkata",
      state: "West Bengal",
      pincode: "700016",
    };
    const second = await callAs(startPayment, asha, { orderId, address: moved });

    expect(second.razorpayOrderId).toBe(first.razorpayOrderId);
    expect(kit.emulator.store.orders.size).toBe(1);
    expect(await storedOrder("asha", orderId)).toMatchObject({
      addressInfo: moved,
      // The console's search field follows the newer phone, without +91 and spaces.
      deliveryPhone: "9123456789",
    });
  });

  it("stores a business buyer's GSTIN as buyerGstin, and removes it when taken out", async () => {
    const orderId = await placePendingOrder(asha);
    const business = { ...ADDRESS, gstin: "27aapfu0939f1zv" };
    await callAs(startPayment, asha, { orderId, address: business });
    expect(await storedOrder("asha", orderId)).toMatchObject({
      addressInfo: { ...ADDRESS, gstin: "27AAPFU0939F1ZV" },
      buyerGstin: "27AAPFU0939F1ZV",
    });

    await callAs(startPayment, asha, { orderId, address: ADDRESS });
    const stored = await storedOrder("asha", orderId);
    expect(stored?.addressInfo).toEqual(ADDRESS);
    expect(stored).not.toHaveProperty("buyerGstin");
  });

  it("makes one Razorpay order for twenty parallel calls, and answers every one of them", async () => {
    const orderId = await placePendingOrder(asha);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => callAs(startPayment, asha, { orderId, address: ADDRESS })),
    );
    const stored = (await storedOrder("asha", orderId))?.razorpayOrderId;
    expect(answers.map((a) => a.razorpayOrderId)).toEqual(Array(20).fill(stored));
    expect([...kit.emulator.store.orders.keys()]).toEqual([stored]);
    expect((await db().doc(firestorePaths.razorpayOrder(stored)).get()).data()).toMatchObject({
      uid: "asha",
      orderId,
    });
  });

  it("settles instead of reopening checkout when Razorpay already took the money", async () => {
    const orderId = await placePendingOrder(asha);
    const { razorpayOrderId } = await callAs(startPayment, asha, { orderId, address: ADDRESS });
    kit.emulator.settings.webhooks.enabled = false; // the tab closed and the webhook got lost
    const paid = await payOnEmulator(kit, razorpayOrderId);

    const error = await rejection(callAs(startPayment, asha, { orderId, address: ADDRESS }));
    expect(error).toMatchObject({
      code: "failed-precondition",
      message: "Order not found or already paid.",
    });
    expect(await storedOrder("asha", orderId)).toMatchObject({
      status: "paid",
      paymentId: paid.razorpay_payment_id,
    });
  });

  it.each<[string, Partial<typeof ADDRESS>, string]>([
    ["an empty name", { name: "  " }, "Please fill in all delivery address details."],
    ["no phone", { phone: "" }, "Please fill in all delivery address details."],
    ["an empty address", { address: "" }, "Please fill in all delivery address details."],
    ["no pincode", { pincode: "" }, "Please fill in all delivery address details."],
    ["a short phone number", { phone: "98765" }, "Please enter a valid 10-digit mobile number."],
    ["a 5-digit pincode", { pincode: "41103" }, "Please enter a valid 6-digit pincode."],
    ["no city", { city: "" }, "Please fill in all delivery address details."],
    ["no state", { state: "" }, "Please fill in all delivery address details."],
    ["a state off the list", { state: "Bombay" }, "Please choose your state from the list."],
    [
      "a pincode of another state",
      { state: "Kerala" },
      "This pincode is not in Kerala. Please check the pincode and the state.",
    ],
    [
      "a GSTIN with a wrong check character",
      { gstin: "27AAPFU0939F1ZA" },
      "This GSTIN's last character does not match the rest: check it for a typo.",
    ],
    [
      "a GSTIN too short",
      { gstin: "27AAPFU0939F1Z" },
      "Enter a GSTIN of 15 characters, like 27AAPFU0939F1ZV.",
    ],
  ])("refuses %s and writes nothing", async (_case, change, message) => {
    const orderId = await placePendingOrder(asha);
    const before = await storedOrder("asha", orderId);
    const address = { ...ADDRESS, ...change };

    const error = await rejection(callAs(startPayment, asha, { orderId, address }));
    expect(error).toBeInstanceOf(HttpsError);
    expect(error).toMatchObject({ code: "invalid-argument", message });
    expect(await storedOrder("asha", orderId)).toEqual(before);
    expect(kit.emulator.store.orders.size).toBe(0);
  });

  it.each<[string, TestCaller | null, string, string]>([
    ["an anonymous caller", null, "unauthenticated", "Please log in to proceed."],
    ["another shopper", { uid: "ravi" }, "not-found", "Order not found or already paid."],
    [
      "an unverified e-mail account",
      { uid: "asha", verified: false },
      "failed-precondition",
      "Your email is not verified yet.",
    ],
  ])("refuses %s and changes nothing", async (_case, caller, code, message) => {
    const orderId = await placePendingOrder(asha);
    const before = await storedOrder("asha", orderId);

    const error = await rejection(callAs(startPayment, caller, { orderId, address: ADDRESS }));
    expect(error).toMatchObject({ code, message });
    expect(await storedOrder("asha", orderId)).toEqual(before);
    expect(await pathsBesideCallCounters()).toEqual([
      firestorePaths.orderGuard("asha"),
      firestorePaths.userOrder("asha", orderId),
    ]);
    expect(kit.emulator.store.orders.size).toBe(0);
  });
});
