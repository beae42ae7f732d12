import { lazy, useState, type ComponentType } from "react";
import { reloadForStaleChunk } from "../lib/staleChunk";

/**
 * React.lazy, plus `preload()` to start loading the page before React asks
 * for it.
 *
 * Why: a lazy page suspends on its first render even when its chunk has
 * arrived (import() always settles later), and React then holds the page
 * back until 300 ms after it showed the fallback (its Suspense throttle).
 * A guarded route (/cart, /myOrders) renders its page the moment Auth
 * answers; when its chunk was preloaded at start-up (app/start.tsx), the page
 * appears in that same render instead.
 *
 * A chunk that fails to load (a tab open across a redeploy) reloads the page
 * once (lib/staleChunk), the page staying on its fallback meanwhile;
 * otherwise the failure reaches PageErrorBoundary.
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
