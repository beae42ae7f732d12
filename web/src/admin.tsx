import "./lib/zodWithoutEval";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { ConsoleApp } from "./app/console/ConsoleApp";
import { leaveConsoleByDocument } from "./app/console/linksOutOfConsole";
import { startSessionListener } from "./features/auth/session";
import { reloadOnPreloadError } from "./lib/staleChunk";
import "./styles/global.css";

/**
 * The operator console's entry: admin.html, served for /admin and /admin/**
 * (firebase.json), built on its own after the shop (build/consoleEntry.ts),
 * so not a byte of the console, nor its route, its title or its access
 * check, is in a shopper's download, and the shop's chunks are exactly what
 * they would be without it (docs/admin-console.md). Nothing is prerendered:
 * every screen waits for the operator's sign-in, which starts at once.
 */
reloadOnPreloadError();
startSessionListener();
document.addEventListener("click", leaveConsoleByDocument, true);
// A console page come back to with Back may be restored from the
// back/forward cache as it was left: load it afresh, so its lists are
// current and a route left for the shop (app/console/ConsoleApp) shows.
window.addEventListener("pageshow", (event) => {
  if (event.persisted) window.location.reload();
});

const root = document.getElementById("root");
if (!root) throw new Error("admin.html has no #root element");

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <ConsoleApp />
    </BrowserRouter>
  </StrictMode>,
);
