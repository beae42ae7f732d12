/**
 * Bad input, fuzzed, for placeOrder: malformed, oversized, wrongly typed and
 * hostile carts are refused with a typed HttpsError the shopper can read
 * (never `internal`), and nothing is written. Runs in-process through callAs.
 */
import fc from "fast-check";
import { randomUUID } from "node:crypto";
import { beforeEach, describe, it } from "vitest";
import { placeOrder } from "../../index";
import { MESSAGES, MAX_QUANTITY_PER_LINE, firestorePaths } from "../../domain";
import { db } from "../../lib/firestore";
import { callAs, clearFirestore } from "../../testing/harness";
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
  notAQuantity,
  uncleanText,
} from "../../testing/hostile";

beforeEach(clearFirestore);

describe("placeOrder under hostile input", () => {
  const line = { productId: "semiAutomatic-1", variantKey: "Motar_Compatible", quantity: 1 };
  const valid = { items: [line], requestId: "7d3b1a9e-4c2f-4e8d-b5a6-0f9e8d7c6b5a" };
  const corrupted = fc
    .oneof(
      hostilePayload,
      fc.tuple(fc.oneof(nonString, fc.constant([])), fc.constant(["items"])),
      fc.tuple(
        fc.oneof(nonString, hugeString, uncleanText, fc.constant("")),
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
    .map(corruptionOf(valid));

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
      UNSUPPORTED,
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

  it("refuses a lone surrogate or control character in a product id, storing nothing", async () => {
    for (const unusable of UNUSABLE_CHARACTERS) {
      const items = [{ ...line, productId: `semiAutomatic-1${unusable}` }];
      await expectRefusedWithoutWrites(() => callAs(placeOrder, asha, { ...valid, items }), {
        codes: ["invalid-argument"],
        messages: ["Please remove unsupported characters from the product."],
      });
    }
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
        "customerEmail",
      ),
      fc.oneof(fc.constant(1), fc.constant("paid"), fc.constant({ polluted: true })),
      { minKeys: 1 },
    );
    await fc.assert(
      fc.asyncProperty(extras, extras, async (top, inLine) => {
        await clearFirestore();
        const data = JSON.parse(
          JSON.stringify({ ...top, items: [{ ...inLine, ...line }], requestId: randomUUID() }),
        ) as unknown;
        const { orderId, amount } = await callAs(placeOrder, asha, data);
        const stored = (await db().doc(firestorePaths.userOrder("asha", orderId)).get()).data()!;
        const keys = Object.keys(stored).sort();
        const item = (stored.items as Record<string, unknown>[])[0]!;
        const honest = stored.amount === 39900 && stored.status === "pending";
        if (amount !== 39900 || !honest || stored.customerEmail !== "asha@example.in") {
          throw new Error(`client keys leaked into the order: ${JSON.stringify(stored)}`);
        }
        const expected = [
          "addressInfo",
          "amount",
          "closed",
          "createdAt",
          "currency",
          "customerEmail",
          "items",
          "orderId",
          "shortId",
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
