import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { orderEmailParams } from "../orderEmailParams";

const at = Timestamp.fromDate(new Date("2026-11-24T09:00:00Z"));
const refund = (refundId: string, amount: number, state: string) => ({
  refundId,
  amount,
  state,
  requestedBy: "admin-1",
  requestedAt: at,
});

/** A stored order of Asha's for ₹399.00, as the refund webhook leaves it. */
function stored(change: Record<string, unknown>) {
  return {
    orderId: "ORD-2026-1764000000000-AB23",
    status: "paid",
    amount: 39900,
    createdAt: at,
    paidAt: at,
    addressInfo: { name: "Asha Rao" },
    items: [{ productName: "Smart Controller", variantName: "Motar Compatible", quantity: 1 }],
    ...change,
  };
}

const COMMON = {
  to_email: "asha@example.in",
  to_name: "Asha Rao",
  from_name: "Tank Shop",
  order_id: "ORD-2026-1764000000000-AB23",
  amount: "₹399.00",
  items: "Smart Controller Motar Compatible × 1",
};
const params = (key: Parameters<typeof orderEmailParams>[0], order: Record<string, unknown>) =>
  orderEmailParams(key, order, "asha@example.in", "Tank Shop");

describe("the order e-mails' status (issue 25: as the shop's screens show it)", () => {
  it("the refund of a cancelled order says it was cancelled and refunded in full", () => {
    const order = stored({
      fulfilment: { stage: "cancelled", updatedAt: at },
      refunds: { rfnd_1: refund("rfnd_1", 39900, "processed") },
    });
    expect(params("refund:rfnd_1", order)).toEqual({
      ...COMMON,
      status: "Cancelled",
      title: "Order ORD-2026-1764000000000-AB23 cancelled: ₹399.00 refunded",
      refund_id: "rfnd_1",
      refund_amount: "₹399.00",
      refunded: "Refunded in full",
    });
  });

  it("a part refund says how much of the order has been refunded, a pending one not counted", () => {
    const order = stored({
      fulfilment: { stage: "shipped", updatedAt: at },
      refunds: {
        rfnd_1: refund("rfnd_1", 10000, "processed"),
        rfnd_2: refund("rfnd_2", 5000, "processed"),
        rfnd_3: refund("rfnd_3", 20000, "pending"),
        rfnd_4: refund("rfnd_4", 20000, "failed"),
      },
    });
    expect(params("refund:rfnd_2", order)).toEqual({
      ...COMMON,
      status: "Paid",
      title: "Refund for order ORD-2026-1764000000000-AB23",
      refund_id: "rfnd_2",
      refund_amount: "₹50.00",
      refunded: "Refunded ₹150.00 of ₹399.00",
    });
  });

  it("a refund in full of an order not cancelled calls it refunded", () => {
    const order = stored({ refunds: { rfnd_1: refund("rfnd_1", 39900, "processed") } });
    expect(params("refund:rfnd_1", order)).toMatchObject({
      status: "Refunded",
      title: "Refund for order ORD-2026-1764000000000-AB23",
      refunded: "Refunded in full",
    });
  });

  it("the confirmation of a plain paid order says Paid", () => {
    expect(params("confirmation", stored({}))).toEqual({
      ...COMMON,
      status: "Paid",
      title: "Order ORD-2026-1764000000000-AB23 confirmed",
      invoice_number: "",
      order_url: "/myOrders/ORD-2026-1764000000000-AB23",
    });
  });

  it("a COD order's confirmation says the cash to keep ready, its fee included", () => {
    const order = stored({ status: "cod", paidAt: undefined, codFee: 4900 });
    expect(params("confirmation", order)).toEqual({
      ...COMMON,
      amount: "₹448.00",
      status: "Cash on delivery",
      cash_due: "Cash on delivery: pay ₹448.00 on delivery",
      title: "Order ORD-2026-1764000000000-AB23 confirmed",
      invoice_number: "",
      order_url: "/myOrders/ORD-2026-1764000000000-AB23",
    });
  });

  it("the confirmation names the invoice and links to the order's page, which offers its PDF", () => {
    const order = stored({ invoiceNumber: "AS/26-27/000042" });
    expect(
      orderEmailParams("confirmation", order, "asha@example.in", "Tank Shop", "https://x.in/"),
    ).toMatchObject({
      invoice_number: "AS/26-27/000042",
      order_url: "https://x.in/myOrders/ORD-2026-1764000000000-AB23",
    });
  });
});
