/**
 * Bad input, fuzzed, for the cash on delivery callables, "Notify me" and the console's catalogue
 * save: every malformed payload is refused with a typed error in words a person can act on
 * (never `internal`), and nothing stored changes: no order confirmed or closed, no stock moved,
 * no alert stored.
 */
import fc from "fast-check";
import type { CallableFunction } from "firebase-functions/v2/https";
import { describe, it } from "vitest";
import { ADMIN_MESSAGES, LINE_MESSAGES, MESSAGES, STOCK_MESSAGES } from "../../domain";
import {
  adminSaveVariant,
  cancelCodOrder,
  codQuote,
  notifyWhenBack,
  placeCodOrder,
} from "../../index";
import { ADDRESS, placePendingOrder, usePaymentKit } from "../../payments/__tests__/paymentKit";
import { callAs, forgetCallCounts } from "../../testing/harness";
import {
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
import { SHOPPER_CODES, SHOPPER_MESSAGES, shopper } from "./hostileShopper";

const kit = usePaymentKit({ deliverWebhooks: false });

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
          () => callAs(fn as CallableFunction<unknown, unknown>, who, data),
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
