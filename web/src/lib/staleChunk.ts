/** Tabs opened before a redeploy ask for chunks Hosting now 404s: reload, once a minute. */
const KEY = "shop:staleChunkReloadAt";
const GUARD_MS = 60_000;
let reloading = false;

/** False if a reload ran in the last minute, the device is offline or storage is blocked. */
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
