import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { COD_MESSAGES, PAYMENT_MESSAGES, codOverLimit, firestorePaths } from "../../domain";
import { codQuote } from "../../index";
import { db } from "../../lib/firestore";
import {
  ADDRESS,
  placePendingOrder,
  storedOrder,
  usePaymentKit,
} from "../../payments/__tests__/paymentKit";
import { callAs } from "../../testing/harness";
import {
  AMOUNT,
  FEE,
  asha,
  codOrder,
  placeCod,
  rejection,
  storedDocuments,
  useCodParams,
} from "./codKit";

usePaymentKit({ deliverWebhooks: false });
const setParams = useCodParams();

/** Placing `orderId` for COD is refused with exactly `message`, and nothing is written. */
async function refusedUnchanged(
  orderId: string,
  code: string,
  message: string,
  caller = asha,
  address = ADDRESS,
) {
  const before = await storedDocuments();
  expect(await rejection(placeCod(caller, orderId, address))).toMatchObject({ code, message });
  expect(await storedDocuments()).toEqual(before);
}

describe("placeCodOrder", () => {
  it("confirms the order for COD in one commit: status, fee, address, history, guard", async () => {
    const orderId = await placePendingOrder(asha);
    expect(await placeCod(asha, orderId)).toEqual({
      orderId,
      status: "cod",
      fee: FEE,
      total: AMOUNT + FEE,
    });
    const order = await storedOrder(asha.uid, orderId);
    expect(order).toMatchObject({
      status: "cod",
      paymentMethod: "cod",
      codFee: FEE,
      amount: AMOUNT,
      addressInfo: ADDRESS,
      deliveryPhone: "9876543210",
      history: [{ kind: "cod", by: "system", at: expect.any(Timestamp) }],
    });
    expect(order?.emails?.confirmation?.outcome).toBe("recorded");
    const guard = await db().doc(firestorePaths.codGuard(asha.uid)).get();
    expect(guard.data()).toEqual({ orderId });
  });

  it("answers a repeat as before and writes nothing", async () => {
    const orderId = await codOrder();
    const before = await storedDocuments();
    expect(await placeCod(asha, orderId)).toEqual({
      orderId,
      status: "cod",
      fee: FEE,
      total: AMOUNT + FEE,
    });
    expect(await storedDocuments()).toEqual(before);
  });

  it("refuses an order above COD_MAX_ORDER_RUPEES", async () => {
    setParams({ COD_MAX_ORDER_RUPEES: "700" });
    const orderId = await placePendingOrder(asha);
    await refusedUnchanged(orderId, "failed-precondition", codOverLimit(70000));
  });

  it("refuses a pincode in COD_REFUSED_PINCODES", async () => {
    setParams({ COD_REFUSED_PINCODES: "560001, 411038" });
    const orderId = await placePendingOrder(asha);
    await refusedUnchanged(orderId, "failed-precondition", COD_MESSAGES.pincodeRefused);
  });

  it("refuses without a verified phone, or with another number verified", async () => {
    const orderId = await placePendingOrder(asha);
    const message = COD_MESSAGES.phoneNotVerified;
    await refusedUnchanged(orderId, "failed-precondition", message, { uid: "asha" });
    const other = { uid: "asha", phone: "+919812345678" };
    await refusedUnchanged(orderId, "failed-precondition", message, other);
    await expect(placeCod(asha, orderId)).resolves.toMatchObject({ status: "cod" });
  });

  it("takes the session the phone verification renewed (signed in by phone, e-mail held)", async () => {
    const renewed = { ...asha, provider: "phone" as const, identities: { email: ["a@x.in"] } };
    const orderId = await placePendingOrder(asha);
    await expect(placeCod(renewed, orderId)).resolves.toMatchObject({ status: "cod" });
  });

  it("allows one open COD order per shopper, and another once that one is cancelled", async () => {
    const first = await codOrder();
    const second = await placePendingOrder(asha, 1);
    await refusedUnchanged(second, "failed-precondition", COD_MESSAGES.openOrder);
    await db()
      .doc(firestorePaths.userOrder(asha.uid, first))
      .update({ closed: { reason: "cancelled", at: Timestamp.now() } });
    await expect(placeCod(asha, second)).resolves.toMatchObject({ status: "cod" });
    const guard = await db().doc(firestorePaths.codGuard(asha.uid)).get();
    expect(guard.data()).toEqual({ orderId: second });
  });

  it("two tabs placing two orders at once: one is confirmed, the other refused", async () => {
    const [a, b] = [await placePendingOrder(asha), await placePendingOrder(asha, 1)];
    const answers = await Promise.all([rejection(placeCod(asha, a)), rejection(placeCod(asha, b))]);
    expect(answers.filter((answer) => answer === null)).toHaveLength(1);
    expect(answers.find(Boolean)).toMatchObject({ message: COD_MESSAGES.openOrder });
    const statuses = [
      (await storedOrder(asha.uid, a))?.status,
      (await storedOrder(asha.uid, b))?.status,
    ];
    expect(statuses.sort()).toEqual(["cod", "pending"]);
  });

  it("stops at COD_DAILY_MAX orders a day across shoppers; 0 turns COD off", async () => {
    setParams({ COD_DAILY_MAX: "2" });
    await codOrder({ uid: "ravi", phone: "+919876543210" });
    await codOrder({ uid: "meera", phone: "+919876543210" });
    const orderId = await placePendingOrder(asha);
    await refusedUnchanged(orderId, "resource-exhausted", COD_MESSAGES.unavailable);
    setParams({ COD_DAILY_MAX: "0" });
    const quote = await callAs(codQuote, asha, { orderId, pincode: "411038" });
    expect(quote).toEqual({ fee: FEE, total: AMOUNT + FEE, refusal: COD_MESSAGES.unavailable });
  });

  it("refuses an order with a payment being confirmed, and a paid one", async () => {
    const orderId = await placePendingOrder(asha);
    const ref = db().doc(firestorePaths.userOrder(asha.uid, orderId));
    await ref.update({ paymentConfirming: { paymentId: "pay_1", since: Timestamp.now() } });
    await refusedUnchanged(orderId, "failed-precondition", PAYMENT_MESSAGES.confirming);
    const claim = { paymentId: "pay_1", at: Date.now() };
    await ref.update({ paymentConfirming: FieldValue.delete(), captureClaim: claim });
    await refusedUnchanged(orderId, "failed-precondition", PAYMENT_MESSAGES.confirming);
    await ref.update({ status: "paid", captureClaim: FieldValue.delete() });
    await refusedUnchanged(orderId, "failed-precondition", PAYMENT_MESSAGES.notPayable);
  });
});

describe("codQuote", () => {
  it("answers the fee and total, and the first refusal, writing nothing", async () => {
    const orderId = await placePendingOrder(asha);
    const before = await storedDocuments();
    const quote = (pincode: string, caller = asha) =>
      callAs(codQuote, caller, { orderId, pincode });
    expect(await quote("411038")).toEqual({ fee: FEE, total: AMOUNT + FEE });
    expect(await quote("411038", { uid: "asha" })).toEqual({
      fee: FEE,
      total: AMOUNT + FEE,
      refusal: COD_MESSAGES.phoneNotVerified,
    });
    setParams({ COD_REFUSED_PINCODES: "411038" });
    expect((await quote("411038")).refusal).toBe(COD_MESSAGES.pincodeRefused);
    expect(await storedDocuments()).toEqual(before);
    expect(
      await rejection(callAs(codQuote, { uid: "ravi" }, { orderId, pincode: "411038" })),
    ).toMatchObject({ code: "not-found", message: PAYMENT_MESSAGES.notPayable });
  });
});
