/**
 * Tabs opened before a redeploy ask for chunks Hosting now 404s (firebase.json, docs/hosting.md);
 * reloading gets the new ones. At most once a minute, so a chunk still failing shows the error state.
 */
const KEY = "shop:staleChunkReloadAt";
const GUARD_MS = 60_000;
let reloading = false;

/**
 * True also when this page already started a reload; false if one ran in the last minute, the
 * device is offline or storage is blocked.
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
