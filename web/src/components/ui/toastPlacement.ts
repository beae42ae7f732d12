/** Toasts must not cover the header, a page's total and primary button, or the focused control. */
export const AVOID_SELECTOR = "[data-toast-avoid]";
const GAP = 8;

export interface Band {
  top: number;
  bottom: number;
}

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
  const avoided = [...document.querySelectorAll(AVOID_SELECTOR)];
  if (activeElement && activeElement !== document.body && !stack.contains(activeElement)) {
    avoided.push(activeElement);
  }
  const bands = avoided
    .map((element) => element.getBoundingClientRect())
    .filter((r) => r.left < left + offsetWidth && r.right > left);
  const shift = stackBottom(height, bottom, bands) - bottom;
  stack.style.transform = `translateY(${shift}px)`;
}
