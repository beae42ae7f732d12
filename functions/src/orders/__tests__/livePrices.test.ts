import { describe, expect, it } from "vitest";
import { adminSaveVariant, confirmPayment, startPayment } from "../../index";
import { callAsAdmin, newKey } from "../../admin/__tests__/adminKit";
import {
  ADDRESS,
  payOnEmulator,
  placePendingOrder,
  storedOrder,
  usePaymentKit,
} from "../../payments/__tests__/paymentKit";
import { callAs } from "../../testing/harness";
import { SMART, stockSmart } from "./stockKit";

const kit = usePaymentKit({ deliverWebhooks: false });
const asha = { uid: "asha" };
const reprice = (price: number) =>
  callAsAdmin(adminSaveVariant, {
    ...SMART,
    price,
    stock: 10,
    active: true,
    lowStock: 5,
    requestKey: newKey(),
  });

describe("live prices", () => {
  it("an order is placed at the catalogue's price, and a later change never alters it", async () => {
    await stockSmart(10, { price: 45000 });
    const orderId = await placePendingOrder(asha, 2);
    const placed = await storedOrder(asha.uid, orderId);
    expect(placed).toMatchObject({ amount: 90000, items: [{ price: 45000, lineTotal: 90000 }] });

    await reprice(99900);
    const session = await callAs(startPayment, asha, { orderId, address: ADDRESS });
    expect(session.amount).toBe(90000);
    const atRazorpay = kit.emulator.store.orders.get(session.razorpayOrderId);
    expect(atRazorpay?.amount).toBe(90000);

    await reprice(10000);
    const answer = await payOnEmulator(kit, session.razorpayOrderId);
    expect(await callAs(confirmPayment, asha, { orderId, ...answer })).toEqual({ status: "paid" });
    expect(await storedOrder(asha.uid, orderId)).toMatchObject({
      status: "paid",
      amount: 90000,
      items: [{ price: 45000, lineTotal: 90000 }],
    });

    // An order placed after the change is priced at it.
    const later = await placePendingOrder({ uid: "ravi" }, 1);
    expect(await storedOrder("ravi", later)).toMatchObject({ amount: 10000 });
  });
});
