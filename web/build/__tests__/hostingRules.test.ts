import { describe, expect, it } from "vitest";
import { readWebEnv } from "../../src/config/webEnv";
import { MAP_EMBED_ORIGIN } from "../../src/features/contact/contactMapLink";
import { localStackOrigins, readHostingConfig, withLocalStackOrigins } from "../hostingPreview";
import { globToRegExp, headersFor, resolveRequest } from "../hostingRules";

// The real firebase.json: what these tests pin is what production serves.
const hosting = readHostingConfig();
const BUILT = new Set([
  "index.html",
  "app.html",
  "admin.html",
  "products.html",
  "assets/index-abc.js",
]);
const resolve = (path: string) => resolveRequest(hosting, path, (file) => BUILT.has(file));

describe("Hosting's answer from firebase.json", () => {
  it("serves a page's own HTML under its clean URL and redirects the .html address to it", () => {
    expect(resolve("/")).toEqual({ kind: "file", file: "index.html" });
    expect(resolve("/products")).toEqual({ kind: "file", file: "products.html" });
    expect(resolve("/products.html")).toEqual({ kind: "redirect", location: "/products" });
  });

  it("answers an app route without its own HTML with the shell", () => {
    expect(resolve("/no-such-page")).toEqual({ kind: "file", file: "app.html" });
    expect(resolve("/orders/abc/details")).toEqual({ kind: "file", file: "app.html" });
  });

  it("answers the console's every address with its own page, admin.html", () => {
    expect(resolve("/admin")).toEqual({ kind: "file", file: "admin.html" });
    expect(resolve("/admin/messages")).toEqual({ kind: "file", file: "admin.html" });
    expect(resolve("/admin/orders/u1/o1")).toEqual({ kind: "file", file: "admin.html" });
    expect(resolve("/administrators")).toEqual({ kind: "file", file: "app.html" });
  });

  it("answers a missing file with 404, never with HTML a script tag would choke on", () => {
    expect(resolve("/assets/index-abc.js")).toEqual({ kind: "file", file: "assets/index-abc.js" });
    expect(resolve("/assets/index-old.js")).toEqual({ kind: "notFound", file: undefined });
    expect(resolve("/favicon.ico")).toEqual({ kind: "notFound", file: undefined });
  });

  it("sends the security headers everywhere, no-cache on pages and a year's cache on hashed assets", () => {
    const page = headersFor(hosting, "/payment");
    expect(page["Content-Security-Policy"]).toContain("frame-ancestors 'none'");
    expect(page).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
      "Cache-Control": "no-cache",
    });
    const asset = headersFor(hosting, "/assets/index-abc.js");
    expect(asset["Cache-Control"]).toBe("public, max-age=31536000, immutable");
    expect(asset["Content-Security-Policy"]).toBe(page["Content-Security-Policy"]);
  });

  it("keeps 'unsafe-inline' and 'unsafe-eval' out of script-src", () => {
    const policy = headersFor(hosting, "/")["Content-Security-Policy"] ?? "";
    const scripts = policy.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
    expect(scripts).not.toMatch(/unsafe/);
  });
});

describe("globToRegExp", () => {
  it("reads ** across segments, * and ? within one, and alternatives", () => {
    expect(globToRegExp("**").test("/a/b.js")).toBe(true);
    expect(globToRegExp("/assets/**").test("/assets/x/y.js")).toBe(true);
    expect(globToRegExp("/assets/**").test("/assetsx/y.js")).toBe(false);
    expect(globToRegExp("/*.html").test("/a/b.html")).toBe(false);
    expect(globToRegExp("**/*.@(js|css)").test("/a/b.css")).toBe(true);
    expect(globToRegExp("/{a,b}/?.txt").test("/b/c.txt")).toBe(true);
  });

  it("refuses what it does not model rather than match differently from Hosting", () => {
    expect(() => globToRegExp("!(assets)/**")).toThrow(/does not support "!"/);
    expect(() => globToRegExp("/[ab].js")).toThrow(/does not support "\["/);
  });
});

describe("the policy's frames", () => {
  it("lets the contact page frame OpenStreetMap's map and no other map service", () => {
    const policy = headersFor(hosting, "/contact")["Content-Security-Policy"] ?? "";
    const frameSrc = /(?:^|; )frame-src ([^;]+)/.exec(policy)?.[1]?.split(" ") ?? [];
    expect(frameSrc).toEqual([
      "'self'",
      "https://*.firebaseapp.com",
      "https://api.razorpay.com",
      "https://www.google.com/recaptcha/",
      "https://recaptcha.google.com/recaptcha/",
      MAP_EMBED_ORIGIN,
    ]);
  });
});

describe("withLocalStackOrigins", () => {
  const stackEnv = readWebEnv({
    VITE_USE_EMULATORS: "true",
    VITE_FIREBASE_PROJECT_ID: "demo-shop",
    VITE_FIREBASE_API_KEY: "demo-api-key",
    VITE_EMULATOR_HOST: "127.0.0.1",
    VITE_AUTH_EMULATOR_PORT: "10199",
    VITE_FIRESTORE_EMULATOR_PORT: "9180",
    VITE_FUNCTIONS_EMULATOR_PORT: "6101",
    VITE_RAZORPAY_CHECKOUT_URL: "http://127.0.0.1:5110/v1/checkout.js",
  });

  it("adds the stack's servers where their production counterparts are, and changes nothing else", () => {
    const origins = localStackOrigins(stackEnv);
    if (!origins) throw new Error("an emulator build has local origins");
    const policy =
      "default-src 'self'; script-src 'self' https://x; frame-src 'self'; connect-src 'self'; frame-ancestors 'none'";
    expect(withLocalStackOrigins(policy, origins)).toBe(
      "default-src 'self'; " +
        "script-src 'self' https://x http://127.0.0.1:5110; " +
        "frame-src 'self' http://127.0.0.1:10199; " +
        "connect-src 'self' http://127.0.0.1:10199 http://127.0.0.1:9180 http://127.0.0.1:6101 http://127.0.0.1:5110; " +
        "frame-ancestors 'none'",
    );
  });

  it("has nothing to add for a build that talks to Firebase itself", () => {
    const production = readWebEnv({
      VITE_USE_EMULATORS: "false",
      VITE_FIREBASE_PROJECT_ID: "aquasense-shop",
      VITE_FIREBASE_API_KEY: "key",
      VITE_FIREBASE_APP_ID: "1:123:web:abc",
      VITE_APPCHECK_SITE_KEY: "site-key",
    });
    expect(localStackOrigins(production)).toBeUndefined();
  });
});
