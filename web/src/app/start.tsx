/** Loaded by main.tsx at once; the page's HTML has already preloaded this chunk and its imports. */
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { App } from "./App";
import { preloadPage } from "../lib/pagePreload";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// The page of the address opened (its chunk is usually on the way already:
// the route's HTML names it), so a guarded page shows as soon as Auth answers.
preloadPage(window.location.pathname);

const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

// Most routes arrive prerendered (build/publicPages.ts): take over that
// markup rather than painting it again. Any other route starts empty.
startTransition(() => {
  if (root.hasChildNodes()) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
