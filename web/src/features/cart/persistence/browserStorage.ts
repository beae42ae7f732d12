import type { PersistStorage } from "zustand/middleware";
import { reportCartNotice } from "./notices";
import { decodeStoredCart, type StoredCart } from "./storedCartFormat";

/** docs/product.md §4/§9: the cart is stored per user id, under `cart:{uid}`. */
export function cartStorageKey(uid: string): string {
  return `cart:${uid}`;
}

/** The storage name while nobody is signed in: nothing is read from or written to it. */
export const SIGNED_OUT_KEY = "";

let reportedNotSaved = false;

/**
 * localStorage behind zustand's persist contract, aware of the signed-out
 * state (no key, so nothing leaks between users) and of unreadable data.
 * A full or disabled storage keeps the cart working in memory and is
 * reported once per page.
 */
export const cartBrowserStorage: PersistStorage<StoredCart> = {
  getItem(name) {
    if (name === SIGNED_OUT_KEY) return null;
    const raw = window.localStorage.getItem(name);
    if (raw === null) return null;
    const stored = decodeStoredCart(raw);
    if (!stored) reportCartNotice({ kind: "unreadable" });
    return stored;
  },
  setItem(name, value) {
    if (name === SIGNED_OUT_KEY) return;
    try {
      window.localStorage.setItem(name, JSON.stringify(value));
    } catch (error) {
      console.warn("Cart not saved", error);
      if (!reportedNotSaved) reportCartNotice({ kind: "not-saved" });
      reportedNotSaved = true;
    }
  },
  removeItem(name) {
    if (name === SIGNED_OUT_KEY) return;
    window.localStorage.removeItem(name);
  },
};
