import "./lib/zodWithoutEval";
import { signedInRoutes } from "./config/paths";
import { startSessionListener } from "./features/auth/session";
import { reloadForStaleChunk, reloadOnPreloadError } from "./lib/staleChunk";
import "./styles/global.css";

/** A signed-in page waits for Auth, so it starts here; elsewhere after first paint. */
reloadOnPreloadError();
if (signedInRoutes.includes(window.location.pathname)) startSessionListener();

void import("./app/start").catch(() => reloadForStaleChunk());
