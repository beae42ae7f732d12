/**
 * Bad input, fuzzed, for the cash on delivery callables, the console's catalogue save and the
 * discount codes' callables: every malformed payload is refused with a typed error in words a
 * person can act on (never `internal`), and nothing stored changes: no order confirmed or
 * closed, no stock moved, no code saved or used.
 */
import fc from "fast-check";
import type { CallableFunction } from "firebase-functions/v2/https";
import { describe, it } from "vitest";
import {
  ADMIN_MESSAGES,
  COD_MESSAGES,
  DISCOUNT_MESSAGES,
  LINE_MESSAGES,
  MESSAGES,
  ORDER_MESSAGES,
  PAYMENT_MESSAGES,
  STATE_MESSAGES,
  STOCK_MESSAGES,
} from "../../domain";
import {
  adminSaveDiscount,
  adminSaveVariant,
  cancelCodOrder,
  checkDiscount,
  codQuote,
  notifyWhenBack,
  placeCodOrder,
  placeOrder,
} from "../../index";
import { ADDRESS, placePendingOrder, usePaymentKit } from "../../payments/__tests__/paymentKit";
import { callAs, forgetCallCounts, type TestCaller } from "../../testing/harness";
import {
  CALLER_REFUSALS,
  FUZZ,
  LENGTH,
  UNSUPPORTED,
  ZOD_DEFAULT,
  corruptionOf,
  expectRefusedWithoutWrites,
  hostileIdString,
  hostilePayload,
  hugeString,
  nonString,
  notAQuantity,
  uncleanText,
  unverified,
} from "../../testing/hostile";
import { callAsAdmin, newKey } from "../../admin/__tests__/adminKit";
import { asha, storedDocuments } from "./codKit";
import { FESTIVE, smartLine, storeCode } from "./discountKit";

const kit = usePaymentKit({ deliverWebhooks: false });

/** Whoever sends it: a shopper with a verified phone, nobody, or an unverified account. */
const shopper = fc.constantFrom<TestCaller | null>(asha, asha, asha, null, unverified);
const SHOPPER_MESSAGES = [
  ...Object.values(MESSAGES),
  ...Object.values(PAYMENT_MESSAGES),
  ...Object.values(COD_MESSAGES),
  STATE_MESSAGES.notListed,
  ...CALLER_REFUSALS.messages,
  UNSUPPORTED,
  LENGTH,
  ZOD_DEFAULT,
  // The GSTIN's and pincode's own words (domain/invoice.ts, indianStates.ts).
  /GSTIN|pincode/,
];
const SHOPPER_CODES = ["invalid-argument", "not-found", ...CALLER_REFUSALS.codes];

const callBy = (fn: CallableFunction<unknown, unknown>, who: TestCaller | null, data: unknown) =>
  callAs(fn, who, data);

describe("cash on delivery under hostile input", { timeout: 180_000 }, () => {
  const addressField = fc.constantFrom("name", "phone", "address", "city", "state", "pincode");

  it("placeCodOrder and codQuote refuse every malformed order id, address or pincode", async () => {
    const orderId = await placePendingOrder(asha);
    const place = { orderId, address: ADDRESS };
    const quote = { orderId, pincode: ADDRESS.pincode };
    const corruptPlace = fc
      .oneof(
        hostilePayload,
        fc.tuple(fc.oneof(nonString, hostileIdString), fc.constant(["orderId"])),
        fc.tuple(nonString, fc.constant(["address"])),
        fc.tuple(
          fc.oneof(nonString, hugeString, uncleanText, fc.constantFrom("", "   ")),
          addressField.map((f) => ["address", f]),
        ),
      )
      .map(corruptionOf(place));
    const corruptQuote = fc
      .oneof(
        hostilePayload,
        fc.tuple(fc.oneof(nonString, hostileIdString), fc.constant(["orderId"])),
        fc.tuple(
          fc.oneof(
            nonString,
            hugeString,
            fc.constantFrom("", "41103", "4110388", "41103a", "../x"),
          ),
          fc.constant(["pincode"]),
        ),
      )
      .map(corruptionOf(quote));
    const call = fc.oneof(
      fc.tuple(fc.constant(placeCodOrder), corruptPlace),
      fc.tuple(fc.constant(codQuote), corruptQuote),
    );
    await fc.assert(
      fc.asyncProperty(shopper, call, async (who, [fn, data]) => {
        await forgetCallCounts(); // more runs than an account may call in ten minutes
        await expectRefusedWithoutWrites(
          () => callBy(fn as CallableFunction<unknown, unknown>, who, data),
          { codes: SHOPPER_CODES, messages: SHOPPER_MESSAGES },
          storedDocuments,
        );
      }),
      FUZZ,
    );
    if (kit.emulator.store.orders.size !== 0) throw new Error("a Razorpay order was created");
  });

  it("cancelCodOrder refuses malformed ids and other shoppers' orders", async () => {
    const orderId = await placePendingOrder(asha);
    await callAs(placeCodOrder, asha, { orderId, address: ADDRESS });
    const data = fc.oneof(
      hostilePayload,
      fc.oneof(nonString, hostileIdString).map((id) => ({ orderId: id })),
    );
    await fc.assert(
      fc.asyncProperty(shopper, data, async (who, payload) => {
        await forgetCallCounts();
        await expectRefusedWithoutWrites(
          () => callAs(cancelCodOrder, who, payload),
          { codes: SHOPPER_CODES, messages: SHOPPER_MESSAGES },
          storedDocuments,
        );
      }),
      FUZZ,
    );
    // Her own order, asked for by another account: not found, still confirmed.
    await expectRefusedWithoutWrites(
      () => callAs(cancelCodOrder, { uid: "mallory" }, { orderId }),
      { codes: ["not-found"], messages: SHOPPER_MESSAGES },
      storedDocuments,
    );
  });
});

describe("Notify me under hostile input", { timeout: 180_000 }, () => {
  it("refuses every malformed product or variant, storing no alert", async () => {
    const valid = { productId: "semiAutomatic-1", variantKey: "Motar_Compatible" };
    const corrupted = fc
      .oneof(
        hostilePayload,
        fc.tuple(fc.oneof(nonString, hostileIdString, uncleanText), fc.constant(["productId"])),
        fc.tuple(
          fc.oneof(nonString, fc.constantFrom("", "motar_compatible", "__proto__")),
          fc.constant(["variantKey"]),
        ),
      )
      .map(corruptionOf(valid));
    const messages = [
      ...SHOPPER_MESSAGES,
      ...Object.values(STOCK_MESSAGES).filter((m) => typeof m === "string"),
      LINE_MESSAGES.unknownProduct,
      LENGTH,
    ];
    await fc.assert(
      fc.asyncProperty(shopper, corrupted, async (who, data) => {
        await forgetCallCounts();
        await expectRefusedWithoutWrites(
          () => callAs(notifyWhenBack, who, data),
          { codes: SHOPPER_CODES, messages },
          storedDocuments,
        );
      }),
      FUZZ,
    );
  });
});

describe("the console's catalogue save under hostile input", { timeout: 180_000 }, () => {
  const valid = {
    productId: "semiAutomatic-1",
    variantKey: "Motar_Compatible",
    price: 45000,
    stock: 12,
    active: true,
    lowStock: 3,
    requestKey: "fuzzed-request-0001",
  };

  it("refuses every malformed figure, id or key, and shoppers altogether", async () => {
    const figure = fc.constantFrom("price", "stock", "lowStock");
    const corrupted = fc
      .oneof(
        hostilePayload,
        fc.tuple(fc.oneof(nonString, hostileIdString), fc.constant(["productId"])),
        fc.tuple(
          fc.oneof(nonString, fc.constantFrom("", "motar_compatible", "__proto__")),
          fc.constant(["variantKey"]),
        ),
        fc.tuple(
          notAQuantity.filter((v) => !Number.isSafeInteger(v) || (v as number) < 0),
          figure.map((f) => [f]),
        ),
        fc.tuple(fc.constantFrom(0, -1, -39900), fc.constant(["price"])),
        fc.tuple(
          nonString.filter((v) => typeof v !== "boolean"),
          fc.constant(["active"]),
        ),
        fc.tuple(
          fc.oneof(nonString, fc.constantFrom("short", "../../x", "a b c d e f")),
          fc.constant(["requestKey"]),
        ),
      )
      .map(corruptionOf(valid));
    const messages = [
      ...Object.values(ADMIN_MESSAGES),
      STOCK_MESSAGES.badFigures,
      MESSAGES.invalidVariant,
      "Invalid request key.",
      LINE_MESSAGES.unknownProduct,
      UNSUPPORTED,
      ZOD_DEFAULT,
    ];
    await fc.assert(
      fc.asyncProperty(corrupted, async (data) => {
        await forgetCallCounts();
        await expectRefusedWithoutWrites(
          () => callAsAdmin(adminSaveVariant, data),
          { codes: ["invalid-argument", "not-found"], messages },
          storedDocuments,
        );
      }),
      FUZZ,
    );
    for (const who of [asha, null, unverified]) {
      await expectRefusedWithoutWrites(
        () => callAs(adminSaveVariant, who, { ...valid, requestKey: newKey() }),
        {
          codes: ["unauthenticated", "permission-denied"],
          messages: [ADMIN_MESSAGES.signIn, ADMIN_MESSAGES.notAdmin],
        },
        storedDocuments,
      );
    }
  });
});

/** Codes no shopper or operator types: wrong lengths, signs, paths, injections. */
const hostileCode = fc.oneof(
  nonString,
  hugeString,
  uncleanText,
  fc.constantFrom(
    "",
    "  ",
    "AB",
    "A".repeat(21),
    "FESTIVE-10",
    "../x",
    "__proto__",
    "' OR 1=1",
    "₹100OFF",
  ),
);

describe("discount codes under hostile input", { timeout: 180_000 }, () => {
  it("checkDiscount and placeOrder refuse every malformed code or line, writing nothing", async () => {
    await storeCode();
    const check = { code: "FESTIVE10", items: [smartLine()] };
    const place = {
      items: [smartLine()],
      requestId: "fuzzed-request-0001",
      source: "cart",
      discountCode: "FESTIVE10",
    };
    const corruptCheck = fc
      .oneof(
        hostilePayload,
        fc.tuple(hostileCode, fc.constant(["code"])),
        fc.tuple(fc.oneof(nonString, fc.constant([])), fc.constant(["items"])),
        fc.tuple(notAQuantity, fc.constant(["items", 0, "quantity"])),
      )
      .map(corruptionOf(check));
    const corruptPlace = fc
      .tuple(hostileCode, fc.constant(["discountCode"]))
      .map(corruptionOf(place));
    const call = fc.oneof(
      fc.tuple(fc.constant(checkDiscount), corruptCheck),
      fc.tuple(fc.constant(placeOrder), corruptPlace),
    );
    const messages = [
      ...SHOPPER_MESSAGES,
      ...Object.values(LINE_MESSAGES),
      DISCOUNT_MESSAGES.badCode,
      ORDER_MESSAGES.loginToOrder,
      "Quantity must be at least 1.",
    ];
    await fc.assert(
      fc.asyncProperty(shopper, call, async (who, [fn, data]) => {
        await forgetCallCounts();
        await expectRefusedWithoutWrites(
          () => callBy(fn as CallableFunction<unknown, unknown>, who, data),
          { codes: SHOPPER_CODES, messages },
          storedDocuments,
        );
      }),
      FUZZ,
    );
  });

  it("adminSaveDiscount refuses malformed terms, and anyone but an admin", async () => {
    const count = fc.constantFrom("value", "minOrder", "totalLimit", "perShopperLimit");
    const corrupted = fc
      .oneof(
        hostilePayload,
        fc.tuple(hostileCode, fc.constant(["code"])),
        fc.tuple(
          fc.oneof(nonString, fc.constantFrom("", "PERCENT", "free")),
          fc.constant(["kind"]),
        ),
        fc.tuple(
          notAQuantity.filter((v) => !Number.isSafeInteger(v) || (v as number) < 0),
          count.map((f) => [f]),
        ),
        fc.tuple(fc.constantFrom(91, 100, 1000), fc.constant(["value"])),
        fc.tuple(
          fc.oneof(
            nonString,
            fc.constantFrom(
              "",
              "2026-13-01",
              "2026-11-32",
              "26-11-01",
              "2026/11/01",
              "2026-11-01T00:00",
            ),
          ),
          fc.constantFrom(["startsOn"], ["endsOn"]),
        ),
        fc.tuple(fc.constant("2019-12-31"), fc.constant(["endsOn"])),
        fc.tuple(
          nonString.filter((v) => typeof v !== "boolean"),
          fc.constantFrom(["active"], ["prepaidOnly"]),
        ),
      )
      .map(corruptionOf(FESTIVE));
    const messages = [
      DISCOUNT_MESSAGES.badCode,
      DISCOUNT_MESSAGES.badTerms,
      UNSUPPORTED,
      ZOD_DEFAULT,
    ];
    await fc.assert(
      fc.asyncProperty(corrupted, async (data) => {
        await forgetCallCounts();
        await expectRefusedWithoutWrites(
          () => callAsAdmin(adminSaveDiscount, data),
          { codes: ["invalid-argument"], messages },
          storedDocuments,
        );
      }),
      FUZZ,
    );
    for (const who of [asha, null, unverified]) {
      await expectRefusedWithoutWrites(
        () => callAs(adminSaveDiscount, who, FESTIVE),
        {
          codes: ["unauthenticated", "permission-denied"],
          messages: [ADMIN_MESSAGES.signIn, ADMIN_MESSAGES.notAdmin],
        },
        storedDocuments,
      );
    }
  });
});
