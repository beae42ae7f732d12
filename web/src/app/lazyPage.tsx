import { lazy, useState, type ComponentType } from "react";
import { reloadForStaleChunk } from "../lib/staleChunk";

/**
 * React.lazy plus `preload()`: a lazy page suspends on its first render even when its chunk
 * has arrived, and React then holds it back 300 ms; a page preloaded (app/start.tsx) renders
 * at once. A chunk that fails to load reloads the page once (lib/staleChunk), else the
 * failure reaches PageErrorBoundary.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        loading = undefined;
        if (reloadForStaleChunk()) return new Promise<never>(() => {});
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));

  function Page() {
    // Chosen once per mount: switching component type later would remount the page.
    const [Ready] = useState(() => loaded);
    return Ready ? <Ready /> : <Lazy />;
  }
  return Object.assign(Page, { preload });
}
