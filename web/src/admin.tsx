import "./lib/zodWithoutEval";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { ConsoleApp, leaveConsoleByDocument } from "./app/console/ConsoleApp";
import { startSessionListener } from "./features/auth/session";
import { reloadOnPreloadError } from "./lib/staleChunk";
import "./styles/global.css";

// Built apart from the shop (build/consoleEntry.ts); not prerendered: every screen waits for sign-in.
reloadOnPreloadError();
startSessionListener();
document.addEventListener("click", leaveConsoleByDocument, true);
// Back may restore a stale page from the bfcache: reload, so lists are current.
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
