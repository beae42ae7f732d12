/**
 * A tab opened before a redeploy still names the old build's chunks, which
 * Hosting no longer has (it answers 404: firebase.json). When one fails to
 * load, reloading fetches the new HTML and with it the new chunks. At most
 * once a minute (sessionStorage), so a chunk that still fails after the
 * reload shows the page's error state (app/PageErrorBoundary) instead of
 * reloading forever. docs/hosting.md.
 */
const KEY = "shop:staleChunkReloadAt";
const GUARD_MS = 60_000;
let reloading = false;

/**
 * Starts a reload and returns true (also when this page has started one
 * already), unless one ran in the last minute, the device is offline or
 * storage is blocked.
 */
export function reloadForStaleChunk(reload = () => window.location.reload()): boolean {
  if (reloading) return true;
  try {
    const last = Number(sessionStorage.getItem(KEY));
    if (!navigator.onLine || Date.now() - last < GUARD_MS) return false;
    sessionStorage.setItem(KEY, String(Date.now()));
  } catch {
    return false;
  }
  reloading = true;
  reload();
  return true;
}

/** Vite's event when a chunk it loads for a dynamic import fails (its preload helper). */
export function reloadOnPreloadError(): void {
  window.addEventListener("vite:preloadError", () => void reloadForStaleChunk());
}
