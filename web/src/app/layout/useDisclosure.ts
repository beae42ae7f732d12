import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

/** A header menu closes on navigation, Escape (focus back to the toggle), and a press or focus outside. */
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
