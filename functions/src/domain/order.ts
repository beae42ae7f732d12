import type { Paise } from "./money";
import type { OrderItem } from "./pricing";

/** Spec §4: status only moves forward, pending → paid. */
export type OrderStatus = "pending" | "paid";

export interface AddressInfo {
  name: string;
  phone: string;
  address: string;
  pincode: string;
}

export const EMPTY_ADDRESS: AddressInfo = { name: "", phone: "", address: "", pincode: "" };

/** users/{uid}/Orders/{orderId}, as the shop reads it (timestamps as Dates). */
export interface Order {
  orderId: string;
  userID: string;
  items: OrderItem[];
  amount: Paise;
  currency: "INR";
  status: OrderStatus;
  createdAt: Date;
  addressInfo: AddressInfo;
  razorpayOrderId?: string;
  paymentId?: string;
  paidAt?: Date;
  paymentMethod?: "razorpay";
  paymentStatus?: "captured";
}

export function itemCount(items: readonly { quantity: number }[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}
