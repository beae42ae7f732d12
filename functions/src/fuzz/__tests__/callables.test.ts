/**
 * Bad input, fuzzed: every callable refuses malformed, oversized, wrongly
 * typed and hostile payloads with a typed HttpsError the shopper can read
 * (never `internal`), and writes nothing. Runs in-process through callAs.
 */
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, it } from "vitest";
import { confirmPayment, placeOrder, sendContactMessage, startPayment } from "../../index";
import { MESSAGES, PAYMENT_MESSAGES, MAX_QUANTITY_PER_LINE } from "../../domain";
import { db } from "../../lib/firestore";
import { allDocumentPaths, callAs, clearFirestore, type Caller } from "../../testing/harness";
import {
  ADDRESS,
  placePendingOrder,
  startPaymentKit,
  type PaymentKit,
} from "../../payments/__tests__/paymentKit";
import {
  FUZZ,
  expectRefusedWithoutWrites,
  hostileIdString,
  hostilePayload,
  hugeString,
  nonString,
  notAQuantity,
  withValueAt,
} from "./hostile";

const asha: Caller = { uid: "asha" };
const unverified: Caller = { uid: "ravi", verified: false };

/** Whatever caller sends it; anonymous and unverified callers are refused first. */
const caller = fc.constantFrom<Caller | null>(asha, asha, asha, null, unverified);
const CALLER_REFUSALS = {
  codes: ["unauthenticated", "failed-precondition"],
  messages: ["Your email is not verified yet."],
};
const LENGTH = /^Please keep this under \d+ characters\.$/;
/** zod's own words for a wrong type where the schema names none (never sent by the web app). */
const ZOD_DEFAULT = /^(Invalid input|Too (small|big))[:\s]/;

let kit: PaymentKit;
beforeAll(async () => {
  kit = await startPaymentKit();
});
afterAll(() => kit.stop());
beforeEach(clearFirestore);

const orderSnapshot = (orderId: string) => async () => ({
  paths: await allDocumentPaths(),
  order: (await db().doc(`users/asha/Orders/${orderId}`).get()).data(),
});

describe("placeOrder under hostile input", () => {
  const line = { productId: "semiAutomatic-1", variantKey: "Motar_Compatible", quantity: 1 };
  const valid = { items: [line] };
  const corrupted = fc
    .oneof(
      hostilePayload,
      fc.tuple(fc.oneof(nonString, fc.constant([])), fc.constant(["items"])),
      fc.tuple(
        fc.oneof(nonString, hugeString, fc.constant("")),
        fc.constant(["items", 0, "productId"]),
      ),
      fc.tuple(fc.oneof(nonString, hostileIdString), fc.constant(["items", 0, "variantKey"])),
      fc.tuple(notAQuantity, fc.constant(["items", 0, "quantity"])),
      fc.tuple(
        nonString.filter((v) => v !== undefined),
        fc.constant(["items", 0]),
      ),
      fc.constant([
        Array.from({ length: 21 }, (_, i) => ({ ...line, productId: `p${i}` })),
        ["items"],
      ] as const),
    )
    .map((c) =>
      Array.isArray(c) && c.length === 2 && Array.isArray(c[1])
        ? withValueAt(valid, c[1], c[0])
        : c,
    );

  it("refuses every malformed order with a clear message and stores nothing", async () => {
    const messages = [
      ...Object.values(MESSAGES),
      "Please login to place an order.",
      ...CALLER_REFUSALS.messages,
      "This product is not in our catalog.",
      "Quantity must be a whole number.",
      "Quantity must be at least 1.",
      `You can order at most ${MAX_QUANTITY_PER_LINE} of one item.`,
      "An order can hold at most 20 lines.",
      LENGTH,
      ZOD_DEFAULT,
    ];
    await fc.assert(
      fc.asyncProperty(caller, corrupted, async (who, data) => {
        await expectRefusedWithoutWrites(() => callAs(placeOrder, who, data), {
          codes: ["invalid-argument", ...CALLER_REFUSALS.codes],
          messages,
        });
      }),
      FUZZ,
    );
  });

  it("stores only catalog fields when a valid order carries hostile extra keys", async () => {
    const extras = fc.dictionary(
      fc.constantFrom(
        "__proto__",
        "constructor",
        "price",
        "amount",
        "status",
        "userID",
        "paymentId",
      ),
      fc.oneof(fc.constant(1), fc.constant("paid"), fc.constant({ polluted: true })),
      { minKeys: 1 },
    );
    await fc.assert(
      fc.asyncProperty(extras, extras, async (top, inLine) => {
        await clearFirestore();
        const data = JSON.parse(
          JSON.stringify({ ...top, items: [{ ...inLine, ...line }] }),
        ) as unknown;
        const { orderId, amount } = await callAs(placeOrder, asha, data);
        const stored = (await db().doc(`users/asha/Orders/${orderId}`).get()).data()!;
        const keys = Object.keys(stored).sort();
        const item = (stored.items as Record<string, unknown>[])[0]!;
        if (amount !== 39900 || stored.amount !== 39900 || stored.status !== "pending") {
          throw new Error(`client keys leaked into the order: ${JSON.stringify(stored)}`);
        }
        const expected = [
          "addressInfo",
          "amount",
          "createdAt",
          "currency",
          "items",
          "orderId",
          "status",
          "userID",
        ];
        if (JSON.stringify(keys) !== JSON.stringify(expected) || item.price !== 39900) {
          throw new Error(`unexpected stored order: ${JSON.stringify(stored)}`);
        }
        if (({} as Record<string, unknown>).polluted !== undefined)
          throw new Error("prototype polluted");
      }),
      { ...FUZZ, numRuns: Math.min(FUZZ.numRuns, 25) },
    );
  });
});

describe("startPayment under hostile input", () => {
  const messages = [
    ...Object.values(MESSAGES),
    ...Object.values(PAYMENT_MESSAGES),
    ...CALLER_REFUSALS.messages,
    LENGTH,
    ZOD_DEFAULT,
  ];

  it("refuses every malformed order id or address, leaving the order as it was", async () => {
    const orderId = await placePendingOrder(asha);
    const valid = { orderId, address: ADDRESS };
    const field = fc.constantFrom("name", "phone", "address", "pincode");
    const corrupted = fc
      .oneof(
        hostilePayload,
        fc.tuple(fc.oneof(nonString, hostileIdString), fc.constant(["orderId"])),
        fc.tuple(nonString, fc.constant(["address"])),
        fc.tuple(
          fc.oneof(nonString, hugeString, fc.constantFrom("", "   ")),
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
      .map((c) =>
        Array.isArray(c) && c.length === 2 && Array.isArray(c[1])
          ? withValueAt(valid, c[1], c[0])
          : c,
      );

    await fc.assert(
      fc.asyncProperty(caller, corrupted, async (who, data) => {
        await expectRefusedWithoutWrites(
          () => callAs(startPayment, who, data),
          { codes: ["invalid-argument", ...CALLER_REFUSALS.codes], messages },
          orderSnapshot(orderId),
        );
      }),
      FUZZ,
    );
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
        const thief: Caller = { uid: "mallory" };
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
          fc.oneof(nonString, hugeString, hostileIdString),
          idField.map((f) => [f]),
        ),
        fc.tuple(fc.stringMatching(/^[0-9a-f]{64}$/), fc.constant(["razorpay_signature"])),
      )
      .map((c) =>
        Array.isArray(c) && c.length === 2 && Array.isArray(c[1])
          ? withValueAt(valid, c[1], c[0])
          : c,
      );

    await fc.assert(
      fc.asyncProperty(caller, corrupted, async (who, data) => {
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
              ZOD_DEFAULT,
            ],
          },
          orderSnapshot(orderId),
        );
      }),
      FUZZ,
    );
  });
});

describe("sendContactMessage under hostile input", () => {
  const valid = {
    fullName: "Ravi Kumar",
    email: "ravi@example.in",
    phone: "98765 43210",
    subject: "Pump compatibility",
    message: "Does the Smart Controller work with a 1 HP pump?",
    website: "",
  };
  const corrupted = fc
    .oneof(
      hostilePayload,
      fc.tuple(
        fc.oneof(
          nonString.filter((v) => v !== undefined),
          hugeString,
        ),
        fc
          .constantFrom("fullName", "email", "phone", "subject", "message", "website")
          .map((f) => [f]),
      ),
      fc.tuple(
        fc.constant(undefined),
        fc.constantFrom("fullName", "email", "message").map((f) => [f]),
      ),
      fc.tuple(
        fc.constantFrom(
          "",
          "   ",
          "ravi",
          "ravi@",
          "@example.in",
          "ravi@example",
          "a b@c.d",
          "../x@y",
        ),
        fc.constant(["email"]),
      ),
    )
    .map((c) =>
      Array.isArray(c) && c.length === 2 && Array.isArray(c[1])
        ? withValueAt(valid, c[1], c[0])
        : c,
    );

  it("refuses every malformed message with a clear message, storing and sending nothing", async () => {
    const sent: unknown[] = [];
    const realFetch = globalThis.fetch;
    // Nothing may reach EmailJS: any outbound call is recorded and refused.
    globalThis.fetch = ((...args: Parameters<typeof fetch>) => {
      if (String(args[0]).includes("emailjs")) {
        sent.push(args[0]);
        return Promise.resolve(new Response("no", { status: 500 }));
      }
      return realFetch(...args);
    }) as typeof fetch;
    try {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom<Caller | null>(null, asha),
          corrupted,
          async (who, data) => {
            await expectRefusedWithoutWrites(() => callAs(sendContactMessage, who, data), {
              codes: ["invalid-argument"],
              messages: [MESSAGES.requiredContact, MESSAGES.invalidEmail, LENGTH, ZOD_DEFAULT],
            });
          },
        ),
        FUZZ,
      );
    } finally {
      globalThis.fetch = realFetch;
    }
    if (sent.length > 0) throw new Error(`e-mails were sent for bad input: ${sent.length}`);
  });
});
