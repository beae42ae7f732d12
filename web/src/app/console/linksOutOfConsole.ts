import { consolePath } from "../../config/paths";

const inConsole = (pathname: string) =>
  pathname === consolePath || pathname.startsWith(`${consolePath}/`);

/** A link out of /admin: stopped before React Router's Link, so the browser loads the shop's page. */
export function leaveConsoleByDocument(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute("download")) return;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin || inConsole(url.pathname)) return;
  event.stopPropagation();
}
