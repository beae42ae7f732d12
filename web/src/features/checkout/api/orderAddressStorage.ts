import type { AddressInfo } from "@shop/domain";
import { checkAddress } from "../addressCheck";

/**
 * The address the shopper chose for one order, kept in this tab's
 * sessionStorage so a reload shows it again (docs/checkout.md): an address
 * saved "for this order" is on neither the profile nor the order until they
 * pay. Keyed by shopper and order, so another order or shopper never sees it.
 */
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

/**
 * What was kept for this order, only if it still passes startPayment's own
 * schema (stored text is untrusted: devtools, another version of the shop);
 * anything else is removed, and the checkout falls back to the order or the
 * profile. Rejects only when the schema cannot load (offline).
 */
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
