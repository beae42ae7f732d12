import { matchPath } from "react-router";
import { describe, expect, it } from "vitest";
import { ORDER_ROUTE, SIGNED_IN_PAGE, orderPath, paths, signedInRoutes } from "../paths";

/** What the router itself opens behind the sign-in check (app/App.tsx). */
const routedSignedIn = (pathname: string) =>
  signedInRoutes.some((route) => matchPath(route, pathname)) ||
  matchPath(ORDER_ROUTE, pathname) !== null;

const CASES: [string, boolean][] = [
  ...signedInRoutes.map((route): [string, boolean] => [route, true]),
  ["/cart/", true],
  [orderPath("ORD-2026-1795600001111-AAAA"), true],
  [orderPath("ORD 2026/1"), true],
  ["/myOrders/ORD-2026-1/", true],
  ...Object.values(paths)
    .filter((route) => !signedInRoutes.includes(route))
    .map((route): [string, boolean] => [route, false]),
  ["/myOrders/", true],
  ["/myOrders/ORD-2026-1/invoice", false],
  ["/myOrdersX/ORD-2026-1", false],
  ["/x/myOrders/ORD-2026-1", false],
  ["/cartoon", false],
  ["/no-such-page", false],
];

describe("SIGNED_IN_PAGE", () => {
  it.each(CASES)("%s: %s", (pathname, expected) => {
    expect(SIGNED_IN_PAGE.test(pathname)).toBe(expected);
  });

  it.each(CASES)("agrees with the router's signed-in routes on %s", (pathname) => {
    expect(SIGNED_IN_PAGE.test(pathname)).toBe(routedSignedIn(pathname));
  });
});
