import "./lib/zodWithoutEval";
import { signedInRoutes } from "./config/paths";
import { startSessionListener } from "./features/auth/session";
import { reloadForStaleChunk, reloadOnPreloadError } from "./lib/staleChunk";
import "./styles/global.css";

/**
 * Kept small: a signed-in page shows nothing until Auth checks the saved sign-in, so that starts
 * here, beside React's download; elsewhere Auth waits until after first paint (app/layout/Layout).
 */
reloadOnPreloadError();
if (signedInRoutes.includes(window.location.pathname)) startSessionListener();

void import("./app/start").catch(() => reloadForStaleChunk());
