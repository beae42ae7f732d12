import "./lib/zodWithoutEval";
import { signedInRoutes } from "./config/paths";
import { startSessionListener } from "./features/auth/session";
import { reloadForStaleChunk, reloadOnPreloadError } from "./lib/staleChunk";
import "./styles/global.css";

/**
 * The entry: small, so it runs while React and the app (./app/start) are
 * still downloading. A signed-in page (/cart, /myOrders, /payment) can show
 * nothing of its own until Auth has checked the saved sign-in, so that check
 * starts here, beside React's download instead of after it. On every other
 * page Auth waits until after the first paint (app/layout/Layout).
 * A chunk missing after a redeploy reloads the page once (lib/staleChunk).
 * Zod, in whichever chunk it arrives, builds no parser with eval (lib/zodWithoutEval).
 */
reloadOnPreloadError();
if (signedInRoutes.includes(window.location.pathname)) startSessionListener();

void import("./app/start").catch(() => reloadForStaleChunk());
