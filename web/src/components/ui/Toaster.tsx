import { useEffect, useLayoutEffect, useRef } from "react";
import { useToastStore } from "./toast";

// Fetched after the first paint, so no page's initial JavaScript carries it.
let placeToasts: ((stack: HTMLElement) => void) | undefined;
const loadPlacement = () =>
  import("./toastPlacement").then(
    (placement) => void (placeToasts = placement.placeToasts),
    () => undefined, // offline or a stale deploy: toasts simply stay at the bottom right
  );

/** docs/product.md §2: bottom right, moved off the header and `data-toast-avoid`. */
export function Toaster() {
  const toasts = useToastStore((s) => s.toasts);
  const dismiss = useToastStore((s) => s.dismiss);
  const stack = useRef<HTMLDivElement>(null);

  useEffect(() => void loadPlacement(), []);
  useLayoutEffect(() => {
    const element = stack.current;
    if (!element || toasts.length === 0) return;
    const place = () => placeToasts?.(element);
    if (placeToasts) place();
    else void loadPlacement().then(place);
    // The page under the toasts resizes too: a toast outlives the move from /cart to /payment.
    addEventListener("scroll", place, { passive: true });
    addEventListener("resize", place);
    const pageResized =
      typeof ResizeObserver === "function" ? new ResizeObserver(place) : undefined;
    pageResized?.observe(document.body);
    return () => {
      removeEventListener("scroll", place);
      removeEventListener("resize", place);
      pageResized?.disconnect();
    };
  }, [toasts]);

  return (
    <div ref={stack} className="toaster" role="status" aria-live="polite">
      {toasts.map((t) => (
        <div key={t.id} className={`toast toast-${t.kind}`}>
          <span>{t.message}</span>
          <button type="button" aria-label="Dismiss notification" onClick={() => dismiss(t.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
