import { beforeEach, describe, expect, it } from "vitest";
import type { TaxParty } from "../../domain";
import { db } from "../../lib/firestore";
import { orderRef } from "../../orders/orderRepository";
import { issueCreditNote, issueInvoice } from "../issueInvoice";
import { monthBounds, monthlyReturn } from "../monthlyReturn";

const seller: TaxParty = {
  name: "AquaSmart",
  addressLines: ["Bengaluru"],
  stateCode: "29",
  gstin: "29AAGCB7383J1Z4",
};

async function paid(
  orderId: string,
  amount: number,
  state: string,
  pincode: string,
  gstin?: string,
) {
  await orderRef("buyer", orderId).set({
    orderId,
    status: "paid",
    amount,
    items: [
      { productName: "Smart Controller", variantName: "Basic", quantity: 1, lineTotal: amount },
    ],
    addressInfo: {
      name: "Asha",
      address: "4 Lake View",
      city: "Town",
      state,
      pincode,
      phone: "9876543210",
    },
    ...(gstin ? { buyerGstin: gstin } : {}),
  });
}

beforeEach(async () => {
  await Promise.all(
    ["taxCounters", "taxDocuments", "users"].map((c) => db().recursiveDelete(db().collection(c))),
  );
});

describe("monthBounds", () => {
  it("is the month by India's clock", () => {
    expect(monthBounds("2026-11").map((d) => d.toISOString())).toEqual([
      "2026-10-31T18:30:00.000Z",
      "2026-11-30T18:30:00.000Z",
    ]);
    expect(monthBounds("2026-12")[1].toISOString()).toBe("2026-12-31T18:30:00.000Z");
    expect(() => monthBounds("2026-13")).toThrow("A month is written like 2026-11, not 2026-13");
  });
});

describe("monthlyReturn", () => {
  it("reconciles to the paisa with the month's payments minus its refunds", async () => {
    const october = new Date("2026-10-31T18:00:00Z"); // 31 Oct, 23:30 India time
    const november = new Date("2026-11-15T06:00:00Z");
    await paid("ORD-OCT", 149_900, "Delhi", "110001");
    await paid("ORD-B2B", 79_800, "Karnataka", "560038", "27AAPFU0939F1ZV");
    await paid("ORD-HOME", 39_900, "Karnataka", "560001");
    await issueInvoice("buyer", "ORD-OCT", seller, october);
    await issueInvoice("buyer", "ORD-B2B", seller, november);
    await issueInvoice("buyer", "ORD-HOME", seller, november);
    await issueCreditNote("buyer", "ORD-OCT", { refundId: "rfnd_oct", amount: 50_000 }, november);
    await issueCreditNote("buyer", "ORD-HOME", { refundId: "rfnd_home", amount: 39_900 }, november);

    const result = await monthlyReturn("2026-11");
    const captured = 79_800 + 39_900;
    const refunded = 50_000 + 39_900;
    expect(result.documents).toBe(4);
    expect(result.netTakings).toBe(captured - refunded);
    const file = (name: string) =>
      result.files.find((f) => f.name === `2026-11-${name}.csv`)?.csv ?? "";
    expect(result.files.map((f) => f.name)).toEqual(
      ["b2b", "b2cl", "b2cs", "cdnr", "cdnur", "hsn", "sales-register"].map(
        (n) => `2026-11-${n}.csv`,
      ),
    );
    expect(file("b2b")).toContain(
      "27AAPFU0939F1ZV,Asha,AS/26-27/000002,15-Nov-2026,798.00,29-Karnataka,N",
    );
    // October's Delhi invoice's note nets into B2CS for Delhi; Karnataka's sale and full refund net to nil.
    expect(file("b2cs")).toContain("OE,07-Delhi,,18,-423.73,0.00,");
    expect(file("b2cs")).toContain("OE,29-Karnataka,,18,0.00,0.00,");
    expect(file("hsn").split("\r\n")[1]).toMatch(
      /^9032,Water level controllers,NOS-NUMBERS,2,298.00,/,
    );
    expect((await monthlyReturn("2026-10")).netTakings).toBe(149_900);
  });
});
