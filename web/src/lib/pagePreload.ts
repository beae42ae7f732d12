/**
 * A page's preload by path (app/App.tsx registers each lazyPage's), so a feature starts
 * loading another page without importing it or app/; a bare import() would still suspend.
 */
const preloads = new Map<string, () => Promise<unknown>>();

export function registerPagePreload(path: string, preload: () => Promise<unknown>): void {
  preloads.set(path, preload);
}

/** Starts loading the page at `path`, if one is registered; a failure is left to its render. */
export function preloadPage(path: string): void {
  preloads
    .get(path)?.()
    .catch(() => undefined);
}
