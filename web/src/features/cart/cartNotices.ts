import { useEffect } from "react";
import { MAX_QUANTITY_PER_LINE } from "@shop/domain";
import { toast } from "../../components/ui/toast";

// What loading or saving the cart ran into; apart from the cart's texts, as route / is tight.
export type CartNotice =
  | { kind: "unreadable" }
  | { kind: "not-saved" }
  | { kind: "unavailable"; count: number }
  | { kind: "capped"; label: string };

export const NOTICE_MESSAGES = {
  unreadable: "Your saved cart could not be read, so it was started afresh.",
  notSaved: "Your cart could not be saved on this device; it will be lost when you close the tab.",
} as const;

export const unavailable = (count: number) =>
  count === 1
    ? "An item in your cart is no longer available and was removed."
    : `${count} items in your cart are no longer available and were removed.`;

export const capped = (label: string) =>
  `The quantity of ${label} was reduced to ${MAX_QUANTITY_PER_LINE}, the most you can order of one item.`;

type Listener = (notice: CartNotice) => void;
const listeners = new Set<Listener>();
// A load before the first render is told to the first listener.
let waiting: CartNotice[] = [];

export function reportCartNotice(notice: CartNotice): void {
  if (listeners.size === 0) waiting.push(notice);
  else listeners.forEach((listener) => listener(notice));
}

export function subscribeCartNotices(listener: Listener): () => void {
  listeners.add(listener);
  const missed = waiting;
  waiting = [];
  missed.forEach(listener);
  return () => void listeners.delete(listener);
}

function toastCartNotice(notice: CartNotice): void {
  switch (notice.kind) {
    case "unreadable":
      return toast.warning(NOTICE_MESSAGES.unreadable);
    case "not-saved":
      return toast.warning(NOTICE_MESSAGES.notSaved);
    case "unavailable":
      return toast.warning(unavailable(notice.count));
    case "capped":
      return toast.warning(capped(notice.label));
  }
}

/** Mounted once, in the layout. */
export function useCartNoticeToasts(): void {
  useEffect(() => subscribeCartNotices(toastCartNotice), []);
}
