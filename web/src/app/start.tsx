/** Loaded by main.tsx at once; the page's HTML has already preloaded this chunk and its imports. */
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { App } from "./App";
import { preloadPage } from "../lib/pagePreload";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// The opened address's page (its chunk is on the way), so a guarded page shows at once.
preloadPage(window.location.pathname);

const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

// Most routes arrive prerendered (build/publicPages.ts): hydrate that markup.
startTransition(() => {
  if (root.hasChildNodes()) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
