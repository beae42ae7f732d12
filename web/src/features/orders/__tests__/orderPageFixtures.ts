import { priceOrder, type Order } from "@shop/domain";

export const ORDER_ID = "ORD-2026-1795600000000-K7QZ";

/** A paid order of asha's: two Smart Controllers and one Semi Automatic, ₹1,597.00, to Bengaluru. */
export function paidOrder(change: Partial<Order> = {}): Order {
  const priced = priceOrder([
    { productId: "semiAutomatic-1", variantKey: "Motar_Compatible", quantity: 2 },
    { productId: "SemiAutomatic-2", variantKey: "Starter_Compatible", quantity: 1 },
  ]);
  return {
    orderId: ORDER_ID,
    userID: "asha",
    ...priced,
    currency: "INR",
    status: "paid",
    createdAt: new Date("2026-11-22T10:00:00Z"),
    paidAt: new Date("2026-11-22T10:05:00Z"),
    addressInfo: {
      name: "Asha Rao",
      phone: "9876543210",
      address: "12 Lake Road, Indiranagar, Bengaluru",
      city: "Bengaluru",
      state: "Karnataka",
      pincode: "560038",
      gstin: "",
    },
    razorpayOrderId: "order_Q1abc",
    paymentId: "pay_Q1xyz",
    ...change,
  };
}
