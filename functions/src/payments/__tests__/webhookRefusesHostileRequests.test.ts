/**
 * The Razorpay webhook, fuzzed: anything not signed with the webhook secret
 * is a 401 that writes nothing; anything signed that is not a usable event is
 * a 200 (Razorpay must not retry it for a day and then disable the webhook)
 * that only records it in the ledger and never touches an order.
 */
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startPayment } from "../../index";
import { db } from "../../lib/firestore";
import { allDocumentPaths, callAs, clearFirestore, type TestCaller } from "../../testing/harness";
import {
  ADDRESS,
  callWebhook,
  payOnEmulator,
  placePendingOrder,
  startPaymentKit,
  type PaymentKit,
} from "../../payments/__tests__/paymentKit";
import { FUZZ, hugeString, nonString, withValueAt } from "../../testing/hostile";
import { firestorePaths } from "../../domain";

const asha: TestCaller = { uid: "asha" };
let kit: PaymentKit;
let sign: (body: string, secret: string) => string;
let orderId: string;
/** A genuine payment.captured event for a started order, not delivered. */
let captured: { body: string; id: string };

beforeAll(async () => {
  kit = await startPaymentKit();
  sign = (await import("@shop/razorpay-emulator")).webhookSignature;
});
afterAll(() => kit.stop());
beforeEach(async () => {
  await clearFirestore();
  kit.emulator.reset();
  orderId = await placePendingOrder(asha);
  const { razorpayOrderId } = await callAs(startPayment, asha, { orderId, address: ADDRESS });
  kit.emulator.settings.webhooks.enabled = false;
  await payOnEmulator(kit, razorpayOrderId);
  const event = kit.emulator.webhooks.events.find((e) => e.event === "payment.captured")!;
  captured = { body: event.body, id: event.id };
});

const snapshot = async () => ({
  paths: await allDocumentPaths(),
  order: (await db().doc(firestorePaths.userOrder("asha", orderId)).get()).data(),
});

async function expectAnswerWithoutWrites(
  body: string | Buffer,
  headers: Record<string, string | undefined>,
  status: number,
) {
  const before = await snapshot();
  const answer = await callWebhook(body, headers);
  if (answer.status !== status) {
    throw new Error(`answered ${answer.status} ${JSON.stringify(answer.body)}, wanted ${status}`);
  }
  const after = await snapshot();
  if (JSON.stringify(after) !== JSON.stringify(before)) {
    throw new Error(`the webhook wrote: ${JSON.stringify({ before, after })}`);
  }
}

/** A 200 whose only write is its own ledger entry: no order, no other document changes. */
async function expectRecordedOnly(body: string, headers: Record<string, string | undefined>) {
  const before = await snapshot();
  const answer = await callWebhook(body, headers);
  if (answer.status !== 200) {
    throw new Error(`answered ${answer.status} ${JSON.stringify(answer.body)}, wanted 200`);
  }
  const after = await snapshot();
  const added = after.paths.filter((p) => !before.paths.includes(p));
  const removed = before.paths.filter((p) => !after.paths.includes(p));
  const onlyLedger = added.every((p) => p.startsWith("razorpayEvents/")) && removed.length === 0;
  if (!onlyLedger || JSON.stringify(after.order) !== JSON.stringify(before.order)) {
    throw new Error(
      `the webhook wrote more than its ledger entry: ${JSON.stringify({ added, removed })}`,
    );
  }
}

/** Arbitrary request bodies: text, JSON of any shape, binary, huge. */
const anyBody = fc.oneof(
  fc.string(),
  fc.anything({ maxDepth: 3 }).map((v) => JSON.stringify(v) ?? ""),
  fc.uint8Array({ maxLength: 256 }).map((bytes) => Buffer.from(bytes)),
  hugeString,
);

// Each property sends FUZZ.numRuns requests, each between two whole-database reads.
const FUZZ_TIME = { timeout: 120_000 };

describe("razorpayWebhook under hostile requests", () => {
  it(
    "answers 401 and writes nothing without the webhook secret's signature",
    FUZZ_TIME,
    async () => {
      const body = fc.oneof(anyBody, fc.constant(captured.body));
      const badSignature = (raw: string | Buffer) =>
        fc.oneof(
          fc.constant(undefined), // header missing
          fc.constantFrom("", " ", "null", "sha256=", "../x", "0".repeat(64)),
          fc
            .string({ minLength: 1, maxLength: 64 })
            .map((secret) => sign(String(raw), `${secret}-not-it`)),
          fc.constant(sign(`${String(raw)} `, kit.keys.webhookSecret)), // another body's
          fc.constant(sign(String(raw), kit.keys.keySecret)), // the key secret, not the webhook's
          fc.stringMatching(/^[0-9a-f]{64}$/),
          fc.constant(sign(String(raw), kit.keys.webhookSecret).toUpperCase()),
          hugeString,
        );
      await fc.assert(
        fc.asyncProperty(
          body.chain((raw) => fc.tuple(fc.constant(raw), badSignature(raw), fc.boolean())),
          async ([raw, signature, withEventId]) => {
            if (signature === sign(String(raw), kit.keys.webhookSecret)) return; // a lucky genuine one
            await expectAnswerWithoutWrites(
              raw,
              {
                "x-razorpay-signature": signature,
                "x-razorpay-event-id": withEventId ? captured.id : undefined,
              },
              401,
            );
          },
        ),
        FUZZ,
      );
    },
  );

  it(
    "answers 200 to signed bodies that are not usable events, recording them and changing no order",
    FUZZ_TIME,
    async () => {
      const event = JSON.parse(captured.body) as unknown;
      const entity = ["payload", "payment", "entity"];
      const notANonEmptyString = fc.oneof(
        nonString.filter((v) => v !== undefined),
        fc.constant(""),
      );
      const notAnInteger = fc.oneof(
        nonString.filter((v) => typeof v !== "number" && typeof v !== "bigint" && v !== undefined),
        fc.constantFrom(0.5, 399.99, "39900"),
      );
      const corruptedEvent = fc
        .oneof(
          fc.tuple(
            nonString.filter((v) => v !== "event"),
            fc.constant(["entity"]),
          ),
          fc.tuple(notANonEmptyString, fc.constant(["event"])),
          fc.tuple(
            nonString.filter((v) => typeof v !== "object" || v === null || Array.isArray(v)),
            fc.constant(["payload"]),
          ),
          fc.tuple(
            fc.oneof(fc.constant(null), fc.constant({}), fc.string()),
            fc.constant(["payload", "payment"]),
          ),
          fc.tuple(notANonEmptyString, fc.constant([...entity, "id"])),
          fc.tuple(notANonEmptyString, fc.constant([...entity, "order_id"])),
          fc.tuple(notAnInteger, fc.constant([...entity, "amount"])),
          fc.tuple(
            nonString.filter((v) => typeof v !== "string" && v !== undefined && v !== null),
            fc.constant([...entity, "currency"]),
          ),
          fc.tuple(fc.constantFrom("order", "refund", null, 1), fc.constant([...entity, "entity"])),
        )
        .map(([value, path]) => JSON.stringify(withValueAt(event, path, value), jsonSafe));
      const notJson = fc.oneof(
        fc.constantFrom(
          "",
          "{",
          "null",
          "[]",
          "42",
          '"event"',
          "{'entity':'event'}",
          captured.body.slice(0, -1),
        ),
        fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 4 }).map((v) => JSON.stringify(v)),
      );
      const deep = fc
        .integer({ min: 100, max: 5000 })
        .map((depth) => "[".repeat(depth) + "]".repeat(depth));
      await fc.assert(
        fc.asyncProperty(fc.oneof(corruptedEvent, notJson, deep), async (raw) => {
          const signed = { "x-razorpay-signature": sign(raw, kit.keys.webhookSecret) };
          await expectRecordedOnly(raw, signed);
        }),
        FUZZ,
      );
    },
  );

  it("applies a genuine event carrying __proto__ keys once, without polluting anything", async () => {
    const raw = captured.body.replace(
      '"payload":',
      '"__proto__":{"polluted":true,"status":"refunded"},"constructor":{"prototype":{"polluted":true}},"payload":',
    );
    const signed = { "x-razorpay-signature": sign(raw, kit.keys.webhookSecret) };
    const answer = await callWebhook(raw, signed);
    expect(answer).toEqual({ status: 200, body: { received: true, outcome: "marked-paid" } });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((await db().doc(firestorePaths.userOrder("asha", orderId)).get()).data()).toMatchObject({
      status: "paid",
    });
    expect((await callWebhook(raw, signed)).body).toEqual({
      received: true,
      outcome: "duplicate-event",
    });
  });
});

/** JSON.stringify cannot write BigInt; Razorpay could not send one either. */
function jsonSafe(_key: string, value: unknown) {
  return typeof value === "bigint" ? Number(value) : value;
}
