import type { AddressInfo } from "@shop/domain";
import { checkAddress } from "../addressCheck";

/** An address kept "for this order" survives a reload in sessionStorage (docs/checkout.md). */
export const orderAddressKey = (uid: string, orderId: string) =>
  `checkout-address:${uid}:${orderId}`;

export function rememberOrderAddress(uid: string, orderId: string, address: AddressInfo): void {
  try {
    window.sessionStorage.setItem(orderAddressKey(uid, orderId), JSON.stringify(address));
  } catch (error) {
    // Full or disabled storage: the address still holds until the page is left.
    console.warn("The address for this order was not kept for a reload", error);
  }
}

/** Stored text is untrusted: anything failing startPayment's schema is removed. */
export async function recallOrderAddress(
  uid: string,
  orderId: string,
): Promise<AddressInfo | null> {
  const key = orderAddressKey(uid, orderId);
  let raw: string | null;
  try {
    raw = window.sessionStorage.getItem(key);
  } catch {
    return null; // storage disabled: nothing was kept
  }
  if (raw === null) return null;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    // not JSON: fails the check below
  }
  const checked = await checkAddress(stored as AddressInfo);
  if (checked.ok) return checked.address;
  window.sessionStorage.removeItem(key);
  return null;
}
