import { consolePath } from "../../config/paths";

const inConsole = (pathname: string) =>
  pathname === consolePath || pathname.startsWith(`${consolePath}/`);

/**
 * A click on a link out of the console (the header's Products, the logo, the
 * cart) is left to the browser: it loads the shop's page as a new document,
 * a history entry of its own, so Back returns to the console. Listened for
 * on the document in the capture phase, it stops the click before React
 * Router's Link (on the root below) would turn it into a route change of
 * this app, which has no shop pages. Modified clicks, other windows and
 * downloads are the browser's anyway.
 */
export function leaveConsoleByDocument(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute("download")) return;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin || inConsole(url.pathname)) return;
  event.stopPropagation();
}
