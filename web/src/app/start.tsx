/**
 * The React app, loaded by main.tsx as soon as it runs (the page's HTML has
 * already asked for this chunk and everything it imports).
 */
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { App, preloadPageFor } from "./App";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

preloadPageFor(window.location.pathname);

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
