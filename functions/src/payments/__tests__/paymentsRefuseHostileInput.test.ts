/**
 * Bad input, fuzzed, for startPayment and confirmPayment: malformed ids,
 * addresses and forged confirmations are refused with a typed HttpsError the
 * shopper can read (never `internal`); the order stays as it was and no
 * Razorpay order is created. Runs in-process through callAs.
 */
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, it } from "vitest";
import { confirmPayment, startPayment } from "../../index";
import { MESSAGES, PAYMENT_MESSAGES, STATE_MESSAGES, firestorePaths } from "../../domain";
import { db } from "../../lib/firestore";
import {
  callAs,
  clearFirestore,
  forgetCallCounts,
  pathsBesideCallCounters,
  type TestCaller,
} from "../../testing/harness";
import {
  ADDRESS,
  placePendingOrder,
  startPaymentKit,
  type PaymentKit,
} from "../../payments/__tests__/paymentKit";
import {
  CALLER_REFUSALS,
  UNSUPPORTED,
  UNUSABLE_CHARACTERS,
  corruptionOf,
  FUZZ,
  LENGTH,
  ZOD_DEFAULT,
  asha,
  caller,
  expectRefusedWithoutWrites,
  hostileIdString,
  hostilePayload,
  hugeString,
  nonString,
  uncleanText,
} from "../../testing/hostile";

let kit: PaymentKit;
beforeAll(async () => {
  kit = await startPaymentKit();
});
afterAll(() => kit.stop());
beforeEach(clearFirestore);

// The accounts' call counters are left out: every counted call writes one (domain/callables.ts).
const orderSnapshot = (orderId: string) => async () => ({
  paths: await pathsBesideCallCounters(),
  order: (await db().doc(firestorePaths.userOrder("asha", orderId)).get()).data(),
});

describe("startPayment under hostile input", () => {
  const messages = [
    ...Object.values(MESSAGES),
    STATE_MESSAGES.notListed,
    ...Object.values(PAYMENT_MESSAGES),
    ...CALLER_REFUSALS.messages,
    UNSUPPORTED,
    LENGTH,
    ZOD_DEFAULT,
  ];

  it("refuses every malformed order id or address, leaving the order as it was", async () => {
    const orderId = await placePendingOrder(asha);
    const valid = { orderId, address: ADDRESS };
    const field = fc.constantFrom("name", "phone", "address", "city", "state", "pincode");
    const corrupted = fc
      .oneof(
        hostilePayload,
        fc.tuple(fc.oneof(nonString, hostileIdString), fc.constant(["orderId"])),
        fc.tuple(nonString, fc.constant(["address"])),
        fc.tuple(
          fc.oneof(nonString, hugeString, uncleanText, fc.constantFrom("", "   ")),
          field.map((f) => ["address", f]),
        ),
        fc.tuple(
          fc.constantFrom("12345", "5876543210", "98765432100", "+1 9876543210", "../x"),
          fc.constant(["address", "phone"]),
        ),
        fc.tuple(
          fc.constantFrom("011038", "41103", "4110388", "41103a", "../x"),
          fc.constant(["address", "pincode"]),
        ),
      )
      .map(corruptionOf(valid));

    await fc.assert(
      fc.asyncProperty(caller, corrupted, async (who, data) => {
        await forgetCallCounts(); // sixty runs: more than an account may call in ten minutes
        await expectRefusedWithoutWrites(
          () => callAs(startPayment, who, data),
          { codes: ["invalid-argument", ...CALLER_REFUSALS.codes], messages },
          orderSnapshot(orderId),
        );
      }),
      FUZZ,
    );
    if (kit.emulator.store.orders.size !== 0) throw new Error("a Razorpay order was created");
  }, 60_000);

  it("refuses a lone surrogate or control character in any address field, writing nothing", async () => {
    const orderId = await placePendingOrder(asha);
    const labels = {
      name: "Full Name",
      phone: "Phone Number",
      address: "Address",
      city: "City",
      pincode: "Pincode",
    };
    for (const [field, label] of Object.entries(labels)) {
      for (const unusable of UNUSABLE_CHARACTERS) {
        const address = {
          ...ADDRESS,
          [field]: `${ADDRESS[field as keyof typeof ADDRESS].slice(0, -2)}${unusable}1`,
        };
        await expectRefusedWithoutWrites(
          () => callAs(startPayment, asha, { orderId, address }),
          {
            codes: ["invalid-argument"],
            messages: [`Please remove unsupported characters from ${label}.`],
          },
          orderSnapshot(orderId),
        );
      }
    }
    if (kit.emulator.store.orders.size !== 0) throw new Error("a Razorpay order was created");
  });

  it("refuses well-formed ids of orders that are not the caller's", async () => {
    const orderId = await placePendingOrder(asha);
    const otherId = fc
      .tuple(
        fc.integer({ min: 1_000_000_000, max: 9_999_999_999_999 }),
        fc.stringMatching(/^[2-9A-Z]{4}$/),
      )
      .map(([ms, suffix]) => `ORD-2026-${ms}-${suffix}`)
      .filter((id) => id !== orderId);
    await fc.assert(
      fc.asyncProperty(fc.oneof(otherId, fc.constant(orderId)), async (id) => {
        const thief: TestCaller = { uid: "mallory" };
        await forgetCallCounts(); // sixty runs: more than an account may call in ten minutes
        await expectRefusedWithoutWrites(
          () => callAs(startPayment, thief, { orderId: id, address: ADDRESS }),
          { codes: ["not-found"], messages: [PAYMENT_MESSAGES.notPayable] },
          orderSnapshot(orderId),
        );
      }),
      { ...FUZZ, numRuns: Math.min(FUZZ.numRuns, 30) },
    );
  });
});

describe("confirmPayment under hostile input", () => {
  it("refuses every malformed or forged confirmation, leaving the order pending", async () => {
    const orderId = await placePendingOrder(asha);
    const { razorpayOrderId } = await callAs(startPayment, asha, { orderId, address: ADDRESS });
    const valid = {
      orderId,
      razorpay_payment_id: "pay_FuzzedPayment01",
      razorpay_order_id: razorpayOrderId,
      razorpay_signature: "0".repeat(64),
    };
    const idField = fc.constantFrom(
      "razorpay_payment_id",
      "razorpay_order_id",
      "razorpay_signature",
    );
    const corrupted = fc
      .oneof(
        hostilePayload,
        fc.constant(valid), // a made-up signature
        fc.tuple(fc.oneof(nonString, hostileIdString), fc.constant(["orderId"])),
        fc.tuple(
          fc.oneof(nonString, hugeString, hostileIdString, uncleanText),
          idField.map((f) => [f]),
        ),
        fc.tuple(fc.stringMatching(/^[0-9a-f]{64}$/), fc.constant(["razorpay_signature"])),
      )
      .map(corruptionOf(valid));

    await fc.assert(
      fc.asyncProperty(caller, corrupted, async (who, data) => {
        await forgetCallCounts(); // sixty runs: more than an account may call in ten minutes
        await expectRefusedWithoutWrites(
          () => callAs(confirmPayment, who, data),
          {
            codes: ["invalid-argument", "permission-denied", "not-found", ...CALLER_REFUSALS.codes],
            messages: [
              MESSAGES.invalidOrderId,
              PAYMENT_MESSAGES.loginToProceed,
              PAYMENT_MESSAGES.verificationFailed,
              PAYMENT_MESSAGES.notPayable,
              ...CALLER_REFUSALS.messages,
              UNSUPPORTED,
              ZOD_DEFAULT,
            ],
          },
          orderSnapshot(orderId),
        );
      }),
      FUZZ,
    );
  }, 60_000);

  it("refuses a lone surrogate or control character in Razorpay's ids, leaving the order pending", async () => {
    const orderId = await placePendingOrder(asha);
    const { razorpayOrderId } = await callAs(startPayment, asha, { orderId, address: ADDRESS });
    const valid = {
      orderId,
      razorpay_payment_id: "pay_FuzzedPayment01",
      razorpay_order_id: razorpayOrderId,
      razorpay_signature: "0".repeat(64),
    };
    for (const field of [
      "razorpay_payment_id",
      "razorpay_order_id",
      "razorpay_signature",
    ] as const) {
      for (const unusable of UNUSABLE_CHARACTERS) {
        await expectRefusedWithoutWrites(
          () => callAs(confirmPayment, asha, { ...valid, [field]: `${valid[field]}${unusable}` }),
          {
            codes: ["invalid-argument"],
            messages: ["Please remove unsupported characters from the payment."],
          },
          orderSnapshot(orderId),
        );
      }
    }
  });
});
