import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { leaveConsoleByDocument } from "../ConsoleApp";

/** A link inside a stand-in for React's root, which listens as React Router's Link would. */
function linkTo(href: string, attributes: Record<string, string> = {}) {
  const root = document.createElement("div");
  const link = document.createElement("a");
  link.href = href;
  link.textContent = "go";
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  root.append(link);
  document.body.append(root);
  const routed = vi.fn((event: Event) => event.preventDefault());
  root.addEventListener("click", routed);
  return { link, routed };
}

const click = (target: Element, init: MouseEventInit = {}) =>
  target.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, ...init }));

beforeEach(() => document.addEventListener("click", leaveConsoleByDocument, true));
afterEach(() => {
  document.removeEventListener("click", leaveConsoleByDocument, true);
  document.body.replaceChildren();
});

describe("links out of the console", () => {
  it.each(["/products", "/", "/myOrders/abc", "/administrators"])(
    "leaves %s to the browser: the app's router never sees the click",
    (href) => {
      const { link, routed } = linkTo(href);
      const allowed = click(link);
      expect(routed).not.toHaveBeenCalled();
      expect(allowed).toBe(true);
    },
  );

  it.each(["/admin", "/admin/messages", "/admin/orders/u1/o1"])(
    "routes %s inside the console",
    (href) => {
      const { link, routed } = linkTo(href);
      click(link);
      expect(routed).toHaveBeenCalledTimes(1);
    },
  );

  it.each<[string, MouseEventInit, Record<string, string>]>([
    ["a Ctrl-click", { ctrlKey: true }, {}],
    ["a middle click", { button: 1 }, {}],
    ["a link to another window", {}, { target: "_blank" }],
    ["another site", {}, {}],
  ])("does not interfere with %s", (name, init, attributes) => {
    const { link, routed } = linkTo(
      name === "another site" ? "https://example.com/products" : "/products",
      attributes,
    );
    click(link, init);
    expect(routed).toHaveBeenCalledTimes(1);
  });
});
