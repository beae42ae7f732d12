import { buildCreditNote, buildInvoice, firestorePaths } from "@shop/domain";
import { writeDocument } from "../../support/documents";
import type { TestUser } from "../../support/emulators";
import { ADDRESS } from "./checkout";

// The order page's e2e seeds one order the way the functions leave it after weeks of life.

/** A paid order written as the functions would have left it after shipping and a refund. */
export async function seedShippedOrder(shopper: TestUser): Promise<string> {
  const orderId = `ORD-2026-${Date.now()}-SHIP`;
  const serial = String(Date.now()).slice(-6);
  const placed = new Date("2026-11-20T05:00:00Z");
  const paid = new Date("2026-11-20T05:05:00Z");
  const shipped = new Date("2026-11-21T09:00:00Z");
  const refunded = new Date("2026-11-22T11:00:00Z");
  await writeDocument(firestorePaths.userOrder(shopper.uid, orderId), {
    orderId,
    userID: shopper.uid,
    items: [
      {
        productId: "SemiAutomatic-2",
        productName: "Semi Automatic",
        variantKey: "Starter_Compatible",
        variantName: "Starter_Compatible",
        price: 79900,
        quantity: 2,
        lineTotal: 159800,
        image: "/images/semi-automatic.svg",
      },
    ],
    amount: 159800,
    currency: "INR",
    status: "paid",
    createdAt: placed,
    paidAt: paid,
    paymentId: "pay_SeededShip1",
    razorpayOrderId: "order_SeededShip1",
    paymentMethod: "razorpay",
    paymentStatus: "captured",
    addressInfo: { ...ADDRESS, city: "New Delhi", state: "Delhi", pincode: "110001" },
    // Its invoice and credit note, seeded below in a series of their own.
    invoiceNumber: `ZS/26-27/${serial}`,
    creditNoteNumbers: [`ZN/26-27/${serial}`],
    fulfilment: {
      stage: "shipped",
      shipment: { carrier: "Delhivery", trackingNumber: "1234567890" },
      updatedAt: shipped,
    },
    refunds: {
      rfnd_Seeded1: {
        refundId: "rfnd_Seeded1",
        amount: 50000,
        state: "processed",
        requestedBy: "admin-e2e",
        requestedAt: refunded,
        settledAt: refunded,
      },
    },
    history: [
      { kind: "placed", at: placed, by: "system" },
      { kind: "paid", at: paid, by: "system" },
      { kind: "shipped", at: shipped, by: "admin-e2e", note: "Delhivery 1234567890" },
      { kind: "refund-processed", at: refunded, by: "system", note: "₹500.00" },
    ],
  });
  await seedTaxDocuments(shopper, orderId, serial, { paid, refunded });
  return orderId;
}

/** The seeded order's invoice and credit note, stored as the functions issue them (issue 29). */
async function seedTaxDocuments(
  shopper: TestUser,
  orderId: string,
  serial: string,
  at: { paid: Date; refunded: Date },
) {
  const seller = {
    name: "AquaSense Devices Private Limited",
    addressLines: ["12 MG Road", "Bengaluru 560001, Karnataka"],
    stateCode: "29",
    gstin: "29AAACA1234B1ZE",
  };
  const buyer = {
    name: ADDRESS.name,
    addressLines: [ADDRESS.address, "New Delhi 110001"],
    stateCode: "07",
  };
  const items = [
    {
      productName: "Semi Automatic",
      variantName: "Starter_Compatible",
      quantity: 2,
      lineTotal: 159800,
    },
  ];
  const invoice = buildInvoice({
    number: `ZS/26-27/${serial}`,
    issuedAt: at.paid,
    orderId,
    seller,
    buyer,
    items,
  });
  const note = buildCreditNote(invoice, [], {
    number: `ZN/26-27/${serial}`,
    issuedAt: at.refunded,
    refundId: "rfnd_Seeded1",
    amount: 50000,
  });
  for (const doc of [invoice, note]) {
    const stored = { ...doc, uid: shopper.uid } as unknown as Parameters<typeof writeDocument>[1];
    await writeDocument(firestorePaths.taxDocument(doc.number), stored);
  }
}
