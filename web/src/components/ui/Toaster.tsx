import { useLayoutEffect, useRef } from "react";
import { useToastStore } from "./toast";
import { placeToasts } from "./toastPlacement";

/**
 * docs/product.md §2: toast notifications appear at the bottom right, moved
 * up or down while that spot would cover the header or what the page marks
 * `data-toast-avoid` (its total and primary button).
 */
export function Toaster() {
  const toasts = useToastStore((s) => s.toasts);
  const dismiss = useToastStore((s) => s.dismiss);
  const stack = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const element = stack.current;
    if (!element || toasts.length === 0) return;
    let frame = 0;
    const place = () => {
      frame = 0;
      placeToasts(element);
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(place);
    };
    place();
    addEventListener("scroll", schedule, { passive: true });
    addEventListener("resize", schedule);
    return () => {
      cancelAnimationFrame(frame);
      removeEventListener("scroll", schedule);
      removeEventListener("resize", schedule);
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
