import { describe, expect, it } from "vitest";
import { adminCancelOrder, confirmPayment } from "../../index";
import { db } from "../../lib/firestore";
import { reconcilePendingPayments } from "../../payments/reconcilePayments";
import {
  payOnEmulator,
  startedOrder,
  storedOrder,
  usePaymentKit,
} from "../../payments/__tests__/paymentKit";
import { callAs, type TestCaller } from "../../testing/harness";
import {
  ORDER_AMOUNT,
  asha,
  ashasOrder,
  callAsAdmin,
  newKey,
  paidOrder,
} from "../../admin/__tests__/adminKit";
import { deliver, refund, refundEvents } from "../../admin/__tests__/refundKit";

const kit = usePaymentKit({ deliverWebhooks: false });

const serial = (series: string, n: number) => `${series}/26-27/${String(n).padStart(6, "0")}`;
const counter = async (id: string) => (await db().doc(`taxCounters/${id}`).get()).get("last");
const documents = async () =>
  (await db().collection("taxDocuments").get()).docs.map((doc) => doc.data());

/** An order of `caller` paid on the emulator and confirmed: the shopper's real paid path. */
async function pay(caller: TestCaller) {
  const { orderId, razorpayOrderId } = await startedOrder(caller);
  const answer = await payOnEmulator(kit, razorpayOrderId);
  expect(await callAs(confirmPayment, caller, { orderId, ...answer })).toEqual({ status: "paid" });
  return orderId;
}

describe("the invoice of a paid order", () => {
  it("gives 50 concurrent payments 50 consecutive serials", { timeout: 180_000 }, async () => {
    const shoppers = Array.from({ length: 50 }, (_, i) => ({ uid: `buyer${i}` }));
    const started = await Promise.all(shoppers.map((caller) => startedOrder(caller)));
    const answers = await Promise.all(started.map((s) => payOnEmulator(kit, s.razorpayOrderId)));
    await Promise.all(
      shoppers.map((caller, i) =>
        callAs(confirmPayment, caller, { orderId: started[i]?.orderId, ...answers[i] }),
      ),
    );
    const orders = await Promise.all(
      shoppers.map((c, i) => storedOrder(c.uid, started[i]!.orderId)),
    );
    const numbers = orders.map((order) => order?.invoiceNumber as string).sort();
    expect(numbers).toEqual(shoppers.map((_, i) => serial("AS", i + 1)));
    expect(orders.every((order) => order?.taxDocumentsDueAt === undefined)).toBe(true);
    expect(await counter("AS-26-27")).toBe(50);
    const stored = await documents();
    expect(stored).toHaveLength(50);
    for (const [i, caller] of shoppers.entries()) {
      const own = stored.find((doc) => doc.orderId === started[i]?.orderId);
      expect(own).toMatchObject({
        uid: caller.uid,
        kind: "invoice",
        number: orders[i]?.invoiceNumber,
      });
    }
  });

  it("never reuses or skips a serial when an issue fails; the reconciler issues it later", async () => {
    const first = await pay({ uid: "ravi" });
    const good = process.env.SELLER_GSTIN;
    process.env.SELLER_GSTIN = "29AAACA1234B1ZF"; // a wrong check character: the issue fails
    const failed = await pay({ uid: "meena" });
    process.env.SELLER_GSTIN = good;
    const third = await pay({ uid: "kiran" });
    const unpaid = await startedOrder({ uid: "arun" });

    const stalled = await storedOrder("meena", failed);
    expect(stalled).toMatchObject({ status: "paid" });
    expect(stalled?.invoiceNumber).toBeUndefined();
    expect(stalled?.taxDocumentsDueAt).toBeDefined();
    expect((await storedOrder("ravi", first))?.invoiceNumber).toBe(serial("AS", 1));
    expect((await storedOrder("kiran", third))?.invoiceNumber).toBe(serial("AS", 2));

    await reconcilePendingPayments({ now: new Date(Date.now() + 10 * 60_000) });
    const issued = await storedOrder("meena", failed);
    expect(issued?.invoiceNumber).toBe(serial("AS", 3));
    expect(issued?.taxDocumentsDueAt).toBeUndefined();
    expect((await storedOrder("arun", unpaid.orderId))?.invoiceNumber).toBeUndefined();
    expect(await counter("AS-26-27")).toBe(3);
    const numbers = (await documents()).map((doc) => doc.number as string).sort();
    expect(numbers).toEqual([1, 2, 3].map((n) => serial("AS", n)));
  });
});

describe("the credit notes of refunds, through Razorpay's webhooks", () => {
  it("issues one note per processed refund, whatever the deliveries, adding up to the invoice", async () => {
    kit.emulator.settings.refunds.delayMs = 50; // processed later: the webhook tells
    const { orderId } = await paidOrder(kit);
    const partial = await refund(orderId, 30_000);
    expect(partial.state).toBe("pending");
    expect((await ashasOrder(orderId))?.creditNoteNumbers).toBeUndefined();
    const events = await refundEvents(kit, partial.refundId);
    // Out of order and twice over: processed first, then created, then both again.
    for (const event of [...events].reverse().concat(events)) await deliver(event);

    const order = await ashasOrder(orderId);
    expect(order?.creditNoteNumbers).toEqual([serial("CN", 1)]);
    const invoice = (await documents()).find((doc) => doc.kind === "invoice");
    const note = (await documents()).find((doc) => doc.number === serial("CN", 1));
    expect(note).toMatchObject({
      kind: "creditNote",
      uid: asha.uid,
      orderId,
      invoiceNumber: invoice?.number,
      refundId: partial.refundId,
      totals: { gross: 30_000, taxable: 25_424, igst: 4_576, cgst: 0, sgst: 0 },
    });

    const cancelled = await callAsAdmin(adminCancelOrder, {
      uid: asha.uid,
      orderId,
      requestKey: newKey(),
    });
    const rest = cancelled.refund?.refundId ?? "";
    for (const event of await refundEvents(kit, rest)) await deliver(event);
    const closed = await ashasOrder(orderId);
    expect(closed?.creditNoteNumbers).toEqual([serial("CN", 1), serial("CN", 2)]);
    expect(closed?.taxDocumentsDueAt).toBeUndefined();
    const notes = (await documents()).filter((doc) => doc.kind === "creditNote");
    expect(notes.map((n) => n.refundId).sort()).toEqual([partial.refundId, rest].sort());
    for (const key of ["gross", "taxable", "cgst", "sgst", "igst"]) {
      const sum = notes.reduce((total, n) => total + (n.totals as Record<string, number>)[key]!, 0);
      expect(sum).toBe((invoice?.totals as Record<string, number>)[key]);
    }
    expect(invoice?.totals).toMatchObject({ gross: ORDER_AMOUNT });
    expect(await counter("CN-26-27")).toBe(2);
  });
});
