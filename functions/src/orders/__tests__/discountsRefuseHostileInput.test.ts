/**
 * Bad input, fuzzed, for the discount codes' callables (checkDiscount, placeOrder's code,
 * adminSaveDiscount): every malformed payload is refused with a typed error in words a person
 * can act on, and no code is saved or used.
 */
import fc from "fast-check";
import type { CallableFunction } from "firebase-functions/v2/https";
import { describe, it } from "vitest";
import { ADMIN_MESSAGES, DISCOUNT_MESSAGES, LINE_MESSAGES, ORDER_MESSAGES } from "../../domain";
import { adminSaveDiscount, checkDiscount, placeOrder } from "../../index";
import { usePaymentKit } from "../../payments/__tests__/paymentKit";
import { callAs, forgetCallCounts } from "../../testing/harness";
import {
  FUZZ,
  UNSUPPORTED,
  ZOD_DEFAULT,
  corruptionOf,
  expectRefusedWithoutWrites,
  hostilePayload,
  hugeString,
  nonString,
  notAQuantity,
  uncleanText,
  unverified,
} from "../../testing/hostile";
import { callAsAdmin } from "../../admin/__tests__/adminKit";
import { asha, storedDocuments } from "./codKit";
import { FESTIVE, smartLine, storeCode } from "./discountKit";
import { SHOPPER_CODES, SHOPPER_MESSAGES, shopper } from "./hostileShopper";

usePaymentKit({ deliverWebhooks: false });

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
          () => callAs(fn as CallableFunction<unknown, unknown>, who, data),
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
