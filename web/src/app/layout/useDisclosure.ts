import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

/**
 * Open/closed state of a header menu. It closes on navigation (the open state
 * belongs to the location it was opened at), on Escape (focus goes back to the
 * toggle), and on a pointer press or focus move outside its container.
 */
export function useDisclosure() {
  const { key } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === key;
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => setOpenAt(null), []);
  const toggle = useCallback(() => setOpenAt((at) => (at === key ? null : key)), [key]);

  useEffect(() => {
    if (!open) return;
    const isOutside = (target: EventTarget | null) =>
      target instanceof Node && !containerRef.current?.contains(target);

    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      setOpenAt(null);
      buttonRef.current?.focus();
    }
    function onOutside(event: Event) {
      if (isOutside(event.target)) setOpenAt(null);
    }

    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onOutside);
    document.addEventListener("focusin", onOutside);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onOutside);
      document.removeEventListener("focusin", onOutside);
    };
  }, [open]);

  return { open, toggle, close, containerRef, buttonRef };
}
