/**
 * What the cart's persistence has to tell the shopper. It never shows
 * anything itself: the UI subscribes (hooks/useCartNoticeToasts.ts) and
 * words each notice (messages.ts).
 */
export type CartNotice =
  /** The stored cart was not JSON or not a cart at all: it was started afresh. */
  | { kind: "unreadable" }
  /** localStorage refused a write (full or disabled); reported once per page. */
  | { kind: "not-saved" }
  /** Loading dropped this many lines whose product or variant is not sold, or that were broken. */
  | { kind: "unavailable"; count: number }
  /** Loading reduced this line's quantity to the cap. */
  | { kind: "capped"; label: string };

type Listener = (notice: CartNotice) => void;

const listeners = new Set<Listener>();
// Notices from before anyone listened (a load ahead of the first render), delivered on subscribe.
let waiting: CartNotice[] = [];

export function reportCartNotice(notice: CartNotice): void {
  if (listeners.size === 0) waiting.push(notice);
  else listeners.forEach((listener) => listener(notice));
}

/** Calls `listener` with each notice from now on, after any that were waiting; returns the unsubscribe. */
export function subscribeCartNotices(listener: Listener): () => void {
  listeners.add(listener);
  const missed = waiting;
  waiting = [];
  missed.forEach(listener);
  return () => {
    listeners.delete(listener);
  };
}
