import "./lib/zodWithoutEval";
import { signedInRoutes } from "./config/paths";
import { startSessionListener } from "./features/auth/session";
import { reloadForStaleChunk, reloadOnPreloadError } from "./lib/staleChunk";
import "./styles/global.css";

/**
 * Small, so signed-in pages can start Auth's sign-in check beside React's download, not after;
 * elsewhere Auth waits until after first paint (app/layout/Layout).
 */
reloadOnPreloadError();
if (signedInRoutes.includes(window.location.pathname)) startSessionListener();

void import("./app/start").catch(() => reloadForStaleChunk());
