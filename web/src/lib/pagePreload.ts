/** A page's preload by path, so a feature preloads another page without importing it. */
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
