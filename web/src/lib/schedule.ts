/** Unseen work must not put its requests between the shopper and the page. */

/** Runs `task` once the browser has painted what the current update shows. */
export function afterNextPaint(task: () => void): void {
  requestAnimationFrame(() => setTimeout(task, 0));
}

/** Runs `task` after the next paint, once the main thread is idle (at most ~1 s later). */
export function afterPaintWhenIdle(task: () => void): void {
  afterNextPaint(() => {
    if ("requestIdleCallback" in window) requestIdleCallback(() => task(), { timeout: 1000 });
    else setTimeout(task, 50);
  });
}
