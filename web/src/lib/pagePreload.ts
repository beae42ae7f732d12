/**
 * Lets a feature start loading another page before navigating to it, without
 * importing that page or app/: app/App.tsx registers each lazy page's
 * preload here by path. Preloading through the page's own lazyPage matters:
 * a page React finds already loaded renders at once, while a bare import()
 * of its module still leaves React holding it back behind Suspense.
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
