import { useCallback, useEffect, useState, useSyncExternalStore, type FocusEvent } from "react";

/** docs/product.md §4 and §9: the banner advances every 4 seconds and wraps. */
export const SLIDE_INTERVAL_MS = 4000;

const reducedMotion = () => window.matchMedia?.("(prefers-reduced-motion: reduce)");

function onMotionChange(onChange: () => void): () => void {
  reducedMotion()?.addEventListener("change", onChange);
  return () => reducedMotion()?.removeEventListener("change", onChange);
}

/** Pauses on hover, focus, pause and reduced motion; each slide gets a full interval. */
export function useCarousel(count: number) {
  const prefersStill = useSyncExternalStore(
    onMotionChange,
    () => reducedMotion()?.matches ?? false,
    () => false,
  );
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [userStopped, setUserStopped] = useState<boolean | null>(null);

  const stopped = userStopped ?? prefersStill;
  const running = count > 1 && !stopped && !hovered && !focused;

  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), SLIDE_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [running, index, count]);

  const goTo = useCallback((i: number) => setIndex(((i % count) + count) % count), [count]);

  return {
    index,
    running,
    stopped,
    goTo,
    next: () => goTo(index + 1),
    previous: () => goTo(index - 1),
    toggleStopped: () => setUserStopped(!stopped),
    /** Props for the carousel root: hover and focus-within pause rotation. */
    pauseHandlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      },
    },
  };
}
