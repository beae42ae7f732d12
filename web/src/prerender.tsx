import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router";
import { App } from "./app/App";

/**
 * Build time only (build/publicPages.ts): one route's markup, its lazy page resolved (a
 * signed-in route's guard says "Loading…", as in the browser's first render), for
 * app/start.tsx to hydrate; the tree matches start.tsx's.
 */
export async function renderRoute(path: string): Promise<string> {
  const tree = (
    <StrictMode>
      <StaticRouter location={path}>
        <App />
      </StaticRouter>
    </StrictMode>
  );
  // React writes a large finished page out of order by default ("Loading…"
  // plus a script that swaps the page in), which a reader without JavaScript
  // never runs: keep every boundary in place, whatever its size.
  const { prelude } = await prerender(tree, { progressiveChunkSize: Number.MAX_SAFE_INTEGER });
  const html = await new Response(prelude).text();
  if (html.includes('<template id="B:')) throw new Error(`${path} still suspends when prerendered`);
  return html;
}
