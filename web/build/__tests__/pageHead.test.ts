import { describe, expect, it } from "vitest";
import type { OutputBundle } from "rolldown";
import { readWebEnv } from "../../src/config/webEnv";
import { headHints, lowerScriptPriority, staticGraph } from "../pageHead";

/** A build in miniature: each chunk with the module it stands for and what it imports. */
function chunk(fileName: string, module: string | null, imports: string[] = [], isEntry = false) {
  return {
    type: "chunk",
    fileName,
    isEntry,
    imports,
    facadeModuleId: module && `/work/web/src/${module}`,
  };
}
const bundle = Object.fromEntries(
  [
    chunk("index.js", "main.tsx", ["runtime.js"], true),
    chunk("runtime.js", null),
    chunk("start.js", "app/start.tsx", ["runtime.js", "react.js"]),
    chunk("react.js", null),
    chunk("CartPage.js", "features/cart/CartPage.tsx", ["react.js", "placeOrder.js"]),
    chunk("placeOrder.js", null),
    chunk("MyOrdersPage.js", "features/orders/MyOrdersPage.tsx", ["react.js", "ordersRest.js"]),
    chunk("PaymentPage.js", "features/checkout/PaymentPage.tsx", ["react.js"]),
    chunk("ProductsPage.js", "features/products/ProductsPage.tsx", ["react.js"]),
    chunk("auth.js", "lib/sdk/auth.ts", ["authCore.js", "app.js"]),
    chunk("authCore.js", null),
    chunk("app.js", null),
    chunk("firestore.js", "lib/sdk/firestore.ts", ["app.js"]),
    chunk("ordersRest.js", null, ["money.js"]),
    chunk("money.js", null),
  ].map((c) => [c.fileName, c]),
) as unknown as OutputBundle;

const local = readWebEnv({
  VITE_USE_EMULATORS: "true",
  VITE_FIREBASE_PROJECT_ID: "demo-shop",
  VITE_FIREBASE_API_KEY: "demo-api-key",
  VITE_EMULATOR_HOST: "127.0.0.1",
  VITE_AUTH_EMULATOR_PORT: "12099",
  VITE_FIRESTORE_EMULATOR_PORT: "11080",
});
const context = { bundle, entryFiles: staticGraph(bundle, "index.js"), env: local };
const meta = { title: "t", description: "d", indexable: false };

const preloads = (hints: string[]) =>
  hints.flatMap((h) => /rel="modulepreload" crossorigin href="\/([^"]+)"/.exec(h)?.[1] ?? []);
const preconnects = (hints: string[]) =>
  hints.flatMap((h) => /rel="preconnect" href="([^"]+)" crossorigin/.exec(h)?.[1] ?? []);

describe("headHints", () => {
  it("lets /cart load the app, its page and Auth beside the entry, and opens Auth's and Firestore's connections", () => {
    const hints = headHints("/cart", meta, context);
    expect(preloads(hints).sort()).toEqual(
      [
        "CartPage.js",
        "app.js",
        "auth.js",
        "authCore.js",
        "placeOrder.js",
        "react.js",
        "start.js",
      ].sort(),
    );
    expect(preconnects(hints)).toEqual(["http://127.0.0.1:12099", "http://127.0.0.1:11080"]);
  });

  it("adds the Firestore SDK on /payment, whose live order needs it before anything shows", () => {
    expect(preloads(headHints("/payment", meta, context))).toContain("firestore.js");
  });

  it("asks on /myOrders for React, then Auth, then its page and the orders' REST read; not the Firestore SDK", () => {
    const hints = preloads(headHints("/myOrders", meta, context));
    expect(hints).toEqual([
      "start.js",
      "react.js",
      "auth.js",
      "authCore.js",
      "app.js",
      "MyOrdersPage.js",
      "ordersRest.js",
      "money.js",
    ]);
  });

  it("keeps Auth and the backend's connections off a public page, and preloads its lead image", () => {
    const hints = headHints("/products", { ...meta, leadImage: "/images/p.svg" }, context);
    expect(preloads(hints).sort()).toEqual(["ProductsPage.js", "react.js", "start.js"]);
    expect(preconnects(hints)).toEqual([]);
    expect(hints).toContain(
      '<link rel="preload" as="image" href="/images/p.svg" fetchpriority="high" />',
    );
  });

  it("never repeats what index.html already names for the entry", () => {
    expect(preloads(headHints("/cart", meta, context))).not.toContain("runtime.js");
  });

  it("opens connections to Google's hosts in a production build", () => {
    const env = readWebEnv({
      VITE_FIREBASE_PROJECT_ID: "p",
      VITE_FIREBASE_API_KEY: "k",
      VITE_FIREBASE_APP_ID: "a",
      VITE_APPCHECK_SITE_KEY: "s",
    });
    expect(preconnects(headHints("/myOrders", meta, { ...context, env }))).toEqual([
      "https://identitytoolkit.googleapis.com",
      "https://firestore.googleapis.com",
    ]);
  });
});

describe("lowerScriptPriority", () => {
  it("marks the entry and every module preload low priority", () => {
    const head =
      '<script type="module" crossorigin src="/assets/index.js"></script>\n' +
      '<link rel="modulepreload" crossorigin href="/assets/react.js">';
    expect(lowerScriptPriority(head)).toBe(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index.js"></script>\n' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react.js">',
    );
  });
});
