import { useEffect } from "react";
import { MAX_QUANTITY_PER_LINE } from "@shop/domain";
import { toast } from "../../components/ui/toast";

// What loading or saving the cart ran into (cartStorage.ts); the layout shows it as toasts.
export type CartNotice =
  | { kind: "unreadable" }
  | { kind: "not-saved" }
  | { kind: "unavailable"; count: number }
  | { kind: "capped"; label: string };

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
  toast.warning(
    notice.kind === "unreadable"
      ? "Your saved cart could not be read, so it was started afresh."
      : notice.kind === "not-saved"
        ? "Your cart could not be saved on this device; it will be lost when you close the tab."
        : notice.kind === "capped"
          ? `The quantity of ${notice.label} was reduced to ${MAX_QUANTITY_PER_LINE}, the most you can order of one item.`
          : notice.count === 1
            ? "An item in your cart is no longer available and was removed."
            : `${notice.count} items in your cart are no longer available and were removed.`,
  );
}

/** Mounted once, in the layout. */
export function useCartNoticeToasts(): void {
  useEffect(() => subscribeCartNotices(toastCartNotice), []);
}
