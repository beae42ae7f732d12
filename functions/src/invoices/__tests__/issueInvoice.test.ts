import { beforeEach, describe, expect, it, vi } from "vitest";
import type { TaxParty } from "../../domain";
import { db } from "../../lib/firestore";
import { orderRef } from "../../orders/orderRepository";
import { issueCreditNote, issueInvoice } from "../issueInvoice";

const seller: TaxParty = {
  name: "AquaSmart Devices",
  addressLines: ["12 MG Road", "Bengaluru 560001"],
  stateCode: "29",
  gstin: "29AAGCB7383J1Z4",
};
const NOW = new Date("2026-11-26T10:00:00Z");
const item = {
  productName: "Smart Controller",
  variantName: "Basic",
  quantity: 1,
  lineTotal: 39_900,
};

async function order(orderId: string, fields: Record<string, unknown> = {}) {
  await orderRef("buyer", orderId).set({
    orderId,
    status: "paid",
    items: [item],
    amount: 39_900,
    addressInfo: {
      name: "Asha",
      address: "4 Lake View",
      city: "Pune",
      state: "Maharashtra",
      pincode: "411001",
      phone: "9876543210",
    },
    ...fields,
  });
}
const counter = async (id: string) => (await db().doc(`taxCounters/${id}`).get()).get("last");

beforeEach(async () => {
  await Promise.all(
    ["taxCounters", "taxDocuments", "users"].map((c) => db().recursiveDelete(db().collection(c))),
  );
});

describe("issueInvoice", () => {
  it(
    "gives 50 concurrent payments 50 consecutive serials, one each",
    { timeout: 120_000 },
    async () => {
      const ids = Array.from({ length: 50 }, (_, i) => `ORD-C-${i}`);
      await Promise.all(ids.map((id) => order(id)));
      const issued = await Promise.all(ids.map((id) => issueInvoice("buyer", id, seller, NOW)));
      const numbers = issued.map((doc) => doc?.number).sort();
      expect(numbers).toEqual(ids.map((_, i) => `AS/26-27/${String(i + 1).padStart(6, "0")}`));
      for (const id of ids) {
        const stored = (await orderRef("buyer", id).get()).get("invoiceNumber");
        expect(issued.find((doc) => doc?.orderId === id)?.number).toBe(stored);
      }
      expect(await counter("AS-26-27")).toBe(50);
      expect((await db().collection("taxDocuments").get()).size).toBe(50);
    },
  );

  it("stays consecutive when two instances issue at once", { timeout: 120_000 }, async () => {
    vi.resetModules();
    const other = await import("../issueInvoice.js");
    const ids = Array.from({ length: 12 }, (_, i) => `ORD-I-${i}`);
    await Promise.all(ids.map((id) => order(id)));
    const issue = (id: string, i: number) =>
      (i % 2 ? other.issueInvoice : issueInvoice)("buyer", id, seller, NOW);
    const numbers = (await Promise.all(ids.map(issue))).map((doc) => doc?.number).sort();
    expect(numbers).toEqual(ids.map((_, i) => `AS/26-27/${String(i + 1).padStart(6, "0")}`));
  });

  it("issues once per order, takes no serial for an unpaid order or a failed attempt", async () => {
    await order("ORD-PENDING", { status: "pending" });
    await order("ORD-BROKEN", { items: "not a list" });
    await order("ORD-A");
    expect(await issueInvoice("buyer", "ORD-PENDING", seller, NOW)).toBeUndefined();
    await expect(issueInvoice("buyer", "ORD-BROKEN", seller, NOW)).rejects.toThrow();
    const first = await issueInvoice("buyer", "ORD-A", seller, NOW);
    const again = await issueInvoice("buyer", "ORD-A", seller, NOW);
    expect(first?.number).toBe("AS/26-27/000001");
    expect(again).toEqual(first);
    expect(first).toMatchObject({
      placeOfSupply: "27",
      interState: true,
      totals: { gross: 39_900, igst: 6_086 },
    });
    expect(await counter("AS-26-27")).toBe(1);
    expect((await orderRef("buyer", "ORD-PENDING").get()).get("invoiceNumber")).toBeUndefined();
  });

  it("starts a new series on 1 April, India time", async () => {
    await order("ORD-MARCH");
    await order("ORD-APRIL");
    const march = await issueInvoice(
      "buyer",
      "ORD-MARCH",
      seller,
      new Date("2027-03-31T18:29:59Z"),
    );
    const april = await issueInvoice(
      "buyer",
      "ORD-APRIL",
      seller,
      new Date("2027-03-31T18:30:00Z"),
    );
    expect([march?.number, april?.number]).toEqual(["AS/26-27/000001", "AS/27-28/000001"]);
  });
});

describe("issueCreditNote", () => {
  it("issues one note per refund in its own series, and the last credits the rest of the invoice", async () => {
    await order("ORD-R", {
      items: [item, { ...item, quantity: 2, lineTotal: 79_800 }],
      amount: 119_700,
    });
    const invoice = await issueInvoice("buyer", "ORD-R", seller, NOW);
    const partial = await issueCreditNote(
      "buyer",
      "ORD-R",
      { refundId: "rfnd_1", amount: 20_000 },
      NOW,
    );
    const repeat = await issueCreditNote(
      "buyer",
      "ORD-R",
      { refundId: "rfnd_1", amount: 20_000 },
      NOW,
    );
    const rest = await issueCreditNote(
      "buyer",
      "ORD-R",
      { refundId: "rfnd_2", amount: 99_700 },
      NOW,
    );
    expect([partial?.number, repeat?.number, rest?.number]).toEqual([
      "CN/26-27/000001",
      "CN/26-27/000001",
      "CN/26-27/000002",
    ]);
    expect(partial).toMatchObject({
      kind: "creditNote",
      invoiceNumber: invoice?.number,
      totals: { gross: 20_000 },
    });
    for (const key of ["gross", "taxable", "igst"] as const) {
      expect((partial?.totals[key] ?? 0) + (rest?.totals[key] ?? 0)).toBe(invoice?.totals[key]);
    }
    await expect(
      issueCreditNote("buyer", "ORD-R", { refundId: "rfnd_3", amount: 1 }, NOW),
    ).rejects.toThrow(RangeError);
    expect(await counter("CN-26-27")).toBe(2);
  });
});
