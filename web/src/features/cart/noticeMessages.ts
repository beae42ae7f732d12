import { MAX_QUANTITY_PER_LINE } from "@shop/domain";

// Part of the cart's texts (cartMessages.ts re-exports them), apart because the layout loads these
// on every page: the rest would add 0.76 KB gzip to route / (scripts/budget.mjs), past its budget.
export const NOTICE_MESSAGES = {
  unreadable: "Your saved cart could not be read, so it was started afresh.",
  notSaved: "Your cart could not be saved on this device; it will be lost when you close the tab.",
} as const;

export function unavailable(count: number): string {
  return count === 1
    ? "An item in your cart is no longer available and was removed."
    : `${count} items in your cart are no longer available and were removed.`;
}

export const capped = (label: string) =>
  `The quantity of ${label} was reduced to ${MAX_QUANTITY_PER_LINE}, the most you can order of one item.`;
