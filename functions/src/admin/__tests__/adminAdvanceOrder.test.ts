import { Timestamp } from "firebase-admin/firestore";
import type { CallableFunction } from "firebase-functions/v2/https";
import { describe, expect, it } from "vitest";
import { ADMIN_MESSAGES } from "../../domain";
import { adminAdvanceOrder, adminCancelOrder, adminRefundOrder } from "../../index";
import { placePendingOrder, usePaymentKit } from "../../payments/__tests__/paymentKit";
import {
  asha,
  ashasOrder,
  callAs,
  callAsAdmin,
  newKey,
  paidOrder,
  refusal,
  rejection,
} from "./adminKit";

const kit = usePaymentKit({ deliverWebhooks: false });
const SHIPMENT = { carrier: "Delhivery", trackingNumber: "DL1234567890" };

const advance = (
  orderId: string,
  to: string,
  extra: Record<string, string> = {},
  requestKey = newKey(),
) => callAsAdmin(adminAdvanceOrder, { uid: asha.uid, orderId, requestKey, to, ...extra });

describe("adminAdvanceOrder", () => {
  it("moves a paid order packed → shipped → delivered, recording who and when", async () => {
    const { orderId } = await paidOrder(kit);
    expect(await advance(orderId, "packed")).toEqual({ stage: "packed" });
    expect(await advance(orderId, "shipped", SHIPMENT)).toEqual({ stage: "shipped" });
    expect(await advance(orderId, "delivered")).toEqual({ stage: "delivered" });

    const order = await ashasOrder(orderId);
    expect(order).toMatchObject({
      status: "paid",
      fulfilment: { stage: "delivered", shipment: SHIPMENT, updatedAt: expect.any(Timestamp) },
    });
    const steps = (order?.history as Array<Record<string, unknown>>).map(({ kind, by, note }) => ({
      kind,
      by,
      ...(note ? { note } : {}),
    }));
    expect(steps).toEqual([
      { kind: "packed", by: "shop" },
      { kind: "shipped", by: "shop", note: "Delhivery DL1234567890" },
      { kind: "delivered", by: "shop" },
    ]);
    for (const entry of order?.history as Array<{ at: unknown }>) {
      expect(entry.at).toBeInstanceOf(Timestamp);
    }
  });

  it.each([
    ["paid", "shipped", []],
    ["paid", "delivered", []],
    ["packed", "delivered", ["packed"]],
    ["packed", "packed after shipped", ["packed", "shipped"]],
    ["delivered", "shipped", ["packed", "shipped", "delivered"]],
  ])("refuses a move that is not next (%s → %s)", async (_from, to, before) => {
    const { orderId } = await paidOrder(kit);
    for (const step of before) await advance(orderId, step, SHIPMENT);
    const target = to.split(" ")[0] ?? to;
    const error = await rejection(advance(orderId, target, SHIPMENT));
    if (target === before.at(-1)) {
      // The same move as the last one is a repeat, answered, not refused.
      expect(error).toBeNull();
      return;
    }
    expect(error).toMatchObject(refusal("failed-precondition", ADMIN_MESSAGES.stageNotNext));
    expect((await ashasOrder(orderId))?.history ?? []).toHaveLength(before.length);
  });

  it("refuses to move a cancelled order on", async () => {
    const { orderId } = await paidOrder(kit);
    await callAsAdmin(adminCancelOrder, { uid: asha.uid, orderId, requestKey: newKey() });
    expect(await rejection(advance(orderId, "packed"))).toMatchObject(
      refusal("failed-precondition", ADMIN_MESSAGES.stageNotNext),
    );
  });

  it("refuses an order that is not paid", async () => {
    const orderId = await placePendingOrder(asha);
    expect(await rejection(advance(orderId, "packed"))).toMatchObject(
      refusal("failed-precondition", ADMIN_MESSAGES.notPaid),
    );
    expect(await ashasOrder(orderId)).not.toHaveProperty("history");
  });

  it("refuses an order that does not exist", async () => {
    expect(await rejection(advance("ORD-2026-1764000000000-ZZZZ", "packed"))).toMatchObject(
      refusal("not-found", ADMIN_MESSAGES.orderNotFound),
    );
  });

  it.each([
    ["no carrier", { trackingNumber: "DL1" }],
    ["no tracking number", { carrier: "Delhivery" }],
    ["blank ones", { carrier: "  ", trackingNumber: "" }],
  ])("refuses shipped with %s", async (_case, shipment) => {
    const { orderId } = await paidOrder(kit);
    await advance(orderId, "packed");
    expect(await rejection(advance(orderId, "shipped", shipment))).toMatchObject(
      refusal("failed-precondition", ADMIN_MESSAGES.shipmentRequired),
    );
    expect((await ashasOrder(orderId))?.fulfilment).toMatchObject({ stage: "packed" });
  });

  it("tells the operators who lose a parallel Mark shipped whose shipment stands", async () => {
    const { orderId } = await paidOrder(kit);
    await advance(orderId, "packed");
    const tries = ["DL0000000001", "DL0000000002", "DL0000000003"].map((trackingNumber) => ({
      carrier: "Delhivery",
      trackingNumber,
    }));
    const answers = await Promise.all(
      tries.map((shipment) => rejection(advance(orderId, "shipped", shipment))),
    );
    const stored = (await ashasOrder(orderId))?.fulfilment as { shipment: typeof SHIPMENT };
    const winner = tries.findIndex((t) => t.trackingNumber === stored.shipment.trackingNumber);
    expect(winner).toBeGreaterThanOrEqual(0);
    answers.forEach((answer, i) =>
      expect(answer).toEqual(
        i === winner
          ? null
          : expect.objectContaining(
              refusal(
                "failed-precondition",
                `This order was already shipped with Delhivery ${stored.shipment.trackingNumber}.`,
              ),
            ),
      ),
    );
    // The winner's own shipment again is a repeat, answered as it is.
    expect(await advance(orderId, "shipped", tries[winner])).toEqual({ stage: "shipped" });
    const kinds = ((await ashasOrder(orderId))?.history as Array<{ kind: string }>).map(
      (e) => e.kind,
    );
    expect(kinds).toEqual(["packed", "shipped"]);
  });

  it("answers a double click (same key, or the same move again) with one history entry", async () => {
    const { orderId } = await paidOrder(kit);
    const requestKey = newKey();
    const clicks = await Promise.all([
      advance(orderId, "packed", {}, requestKey),
      advance(orderId, "packed", {}, requestKey),
      advance(orderId, "packed"),
    ]);
    expect(clicks).toEqual([{ stage: "packed" }, { stage: "packed" }, { stage: "packed" }]);
    await advance(orderId, "shipped", SHIPMENT);
    // A late retry of the click that moved it (whichever of the three won the
    // race), after the order moved on, changes nothing.
    const packed = (
      (await ashasOrder(orderId))?.history as Array<{ requestKey: ReturnType<typeof newKey> }>
    )[0];
    expect(packed?.requestKey).toEqual(expect.any(String));
    expect(await advance(orderId, "packed", {}, packed?.requestKey)).toEqual({ stage: "shipped" });
    const kinds = ((await ashasOrder(orderId))?.history as Array<{ kind: string }>).map(
      (e) => e.kind,
    );
    expect(kinds).toEqual(["packed", "shipped"]);
  });

  it("records the shipped e-mail once (EmailJS not configured here: recorded, not sent)", async () => {
    const { orderId } = await paidOrder(kit);
    await advance(orderId, "packed");
    await advance(orderId, "shipped", SHIPMENT);
    await advance(orderId, "shipped", SHIPMENT);
    const emails = (await ashasOrder(orderId))?.emails as Record<string, { outcome: string }>;
    expect(emails.shipped).toMatchObject({ outcome: "recorded", at: expect.any(Timestamp) });
  });
});

describe("the console's callables refuse a shopper", () => {
  it.each([
    ["adminAdvanceOrder", adminAdvanceOrder, { to: "packed" }],
    ["adminCancelOrder", adminCancelOrder, {}],
    ["adminRefundOrder", adminRefundOrder, { amount: 100 }],
  ] as const)("%s: permission-denied, nothing written", async (_name, fn, extra) => {
    const { orderId } = await paidOrder(kit);
    const before = await ashasOrder(orderId);
    const error = await rejection(
      callAs(fn as CallableFunction<unknown, unknown>, asha, {
        uid: asha.uid,
        orderId,
        requestKey: newKey(),
        ...extra,
      }),
    );
    expect(error).toMatchObject(
      refusal("permission-denied", "Only the shop's administrators can do this."),
    );
    expect(await ashasOrder(orderId)).toEqual(before);
  });

  it("refuses a signed-out caller", async () => {
    const error = await rejection(callAs(adminAdvanceOrder, null, {}));
    expect(error).toMatchObject(refusal("unauthenticated", ADMIN_MESSAGES.signIn));
  });
});
