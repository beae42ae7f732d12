import { useLayoutEffect, useRef } from "react";
import { useToastStore } from "./toast";

/** docs/product.md §2: bottom right, moved off the header and `data-toast-avoid`. */
export function Toaster() {
  const toasts = useToastStore((s) => s.toasts);
  const dismiss = useToastStore((s) => s.dismiss);
  const stack = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const element = stack.current;
    if (!element || toasts.length === 0) return;
    const place = () => placeToasts(element);
    place();
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

const GAP = 8;
type Band = { top: number; bottom: number };

/** The stack's bottom edge: `lowest`, else the lowest spot in view clearing every band. */
export function stackBottom(height: number, lowest: number, bands: readonly Band[]): number {
  const fits = (bottom: number) =>
    bottom <= lowest &&
    bottom - height >= GAP &&
    bands.every((band) => band.bottom <= bottom - height - GAP || band.top >= bottom + GAP);
  const candidates = [lowest, ...bands.flatMap((b) => [b.top - GAP, b.bottom + GAP + height])];
  return candidates.sort((a, b) => b - a).find(fits) ?? lowest;
}

/** Moves the stack (its resting place set by CSS) clear of what it must not cover. */
export function placeToasts(stack: HTMLElement): void {
  // Layout offsets, not the drawn box, which lags a transform under reduced motion (issue 25).
  const { offsetTop, offsetHeight: height, offsetLeft: left, offsetWidth } = stack;
  const bottom = offsetTop + height;
  // The control in use (the + just tapped) is not covered either.
  const { activeElement } = document;
  // Toasts must not cover the header, a page's total and primary button, or the focused control.
  const avoided = [...document.querySelectorAll("[data-toast-avoid]")];
  if (activeElement && activeElement !== document.body && !stack.contains(activeElement)) {
    avoided.push(activeElement);
  }
  const bands = avoided
    .map((element) => element.getBoundingClientRect())
    .filter((r) => r.left < left + offsetWidth && r.right > left);
  const shift = stackBottom(height, bottom, bands) - bottom;
  stack.style.transform = `translateY(${shift}px)`;
}
