/** config/paths.ts's shopPages as lazy imports, route → page (build/publicPages.ts, pageLoaders). */
declare module "virtual:shop-pages" {
  import type { ComponentType } from "react";

  const loaders: Readonly<Record<string, () => Promise<{ default: ComponentType }>>>;
  export default loaders;
}
