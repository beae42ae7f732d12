import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router";
import { App } from "./app/App";

/** Build time only (build/publicPages.ts); the tree must match app/start.tsx's for hydration. */
export async function renderRoute(path: string): Promise<string> {
  const tree = (
    <StrictMode>
      <StaticRouter location={path}>
        <App />
      </StaticRouter>
    </StrictMode>
  );
  // Boundaries stay in place: React would stream a large page out of order via a script.
  const { prelude } = await prerender(tree, { progressiveChunkSize: Number.MAX_SAFE_INTEGER });
  const html = await new Response(prelude).text();
  if (html.includes('<template id="B:')) throw new Error(`${path} still suspends when prerendered`);
  return html;
}
