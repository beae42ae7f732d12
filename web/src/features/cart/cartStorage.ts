import type { PersistStorage, StorageValue } from "zustand/middleware";
import { toast } from "../../components/ui/toast";
import type { StoredCart } from "./legacyCart";
import { CART_MESSAGES } from "./messages";

/** docs/product.md §4/§9: the cart is stored per user id. */
export function cartStorageKey(uid: string): string {
  return `cart:${uid}`;
}

/** The storage name while nobody is signed in: nothing is read from or written to it. */
export const SIGNED_OUT_KEY = "";

let warnedNotSaved = false;

function parse(raw: string): StorageValue<StoredCart> | null {
  try {
    const value: unknown = JSON.parse(raw);
    // The earlier shop stored the bare array of cart items under the user's key.
    if (Array.isArray(value)) return { state: { lines: value }, version: 0 };
    if (typeof value === "object" && value !== null && "state" in value) {
      const { state, version } = value as { state: unknown; version?: unknown };
      return { state: state as StoredCart, version: typeof version === "number" ? version : 0 };
    }
  } catch {
    // Falls through to the warning below.
  }
  toast.warning(CART_MESSAGES.unreadable);
  return null;
}

/**
 * localStorage behind zustand's persist contract, aware of the signed-out
 * state (no key, so nothing leaks between users) and of old or broken data.
 * A full or disabled storage keeps the cart working in memory and says so once.
 */
export const cartStorage: PersistStorage<StoredCart> = {
  getItem(name) {
    if (name === SIGNED_OUT_KEY) return null;
    const raw = window.localStorage.getItem(name);
    return raw === null ? null : parse(raw);
  },
  setItem(name, value) {
    if (name === SIGNED_OUT_KEY) return;
    try {
      window.localStorage.setItem(name, JSON.stringify(value));
    } catch (error) {
      console.warn("Cart not saved", error);
      if (!warnedNotSaved) toast.warning(CART_MESSAGES.notSaved);
      warnedNotSaved = true;
    }
  },
  removeItem(name) {
    if (name === SIGNED_OUT_KEY) return;
    window.localStorage.removeItem(name);
  },
};
