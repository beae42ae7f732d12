import { lazy, useState, type ComponentType } from "react";
import { reloadForStaleChunk } from "../lib/staleChunk";

/** React.lazy suspends even for an arrived chunk; a preloaded page renders at once. */
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
