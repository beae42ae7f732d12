/**
 * The Hosting emulator serves the build from firebase.json (the stack's
 * --web=preview), so this file checks it as a browser meets it: clean URLs,
 * the shell and the console's rewrites, the headers, a missing chunk is a 404,
 * a framed /payment is refused, and a shopper's whole visit (Google's popup, the map, the Razorpay
 * widget and a payment) runs without one Content-Security-Policy violation.
 */
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { offlineWithGapiShim } from "../support/authGapiShim";
import { signInWithGooglePopup } from "../support/auth";
import { launchBrowser, openShop } from "../support/browser";
import { webUrl } from "../support/emulators";
import { settleWebhooks } from "../support/razorpay";
import { ADDRESS, createShopper, paidOrder, toast } from "./support/checkout";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const hosting = JSON.parse(readFileSync(new URL("../../firebase.json", import.meta.url), "utf8"))
  .hosting as { headers: { source?: string; headers: { key: string; value: string }[] }[] };
const everywhere = Object.fromEntries(
  (hosting.headers.find((rule) => rule.source === "**")?.headers ?? []).map((h) => [
    h.key,
    h.value,
  ]),
);

/** Every CSP violation any page of the context reports: directive, what it blocked, where. */
async function recordViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding("reportCspViolation", (_source, text: string) => {
    violations.push(text);
  });
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportCspViolation: (t: string) => void })
        .reportCspViolation;
      void report(
        `${event.effectiveDirective} ${event.blockedURI} on ${location.pathname} (${event.sourceFile}:${event.lineNumber}:${event.columnNumber})`,
      );
    });
  });
  context.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

describe("Hosting headers on the preview (issue 16)", () => {
  it("sends firebase.json's headers, with the policy extended only by the stack's own origins", async () => {
    expect(everywhere["Content-Security-Policy"]).toContain("frame-ancestors 'none'");
    for (const path of ["/", "/payment", "/no-such-page"]) {
      const res = await fetch(`${webUrl()}${path}`, { headers: { accept: "text/html" } });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      for (const key of [
        "X-Frame-Options",
        "X-Content-Type-Options",
        "Referrer-Policy",
        "Cross-Origin-Opener-Policy",
        "Permissions-Policy",
        "Strict-Transport-Security",
      ]) {
        expect(res.headers.get(key), `${key} on ${path}`).toBe(everywhere[key]);
      }
      expect(res.headers.get("cache-control")).toBe("no-cache");
      const policy = res.headers.get("content-security-policy") ?? "";
      const local = /http:\/\/127\.0\.0\.1:\d+/g;
      expect(policy.replace(local, "").replace(/ +;/g, ";")).toBe(
        everywhere["Content-Security-Policy"],
      );
    }
  });

  it("serves each page under its clean URL, the shell for any other route, the console at /admin/**, and 404 for a missing file", async () => {
    const get = (path: string) => fetch(`${webUrl()}${path}`, { redirect: "manual" });
    const title = async (path: string) => {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      return {
        title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
        empty: html.includes('<div id="root"></div>'),
      };
    };
    expect(await title("/")).toEqual({
      title: "AquaSense: smart water-tank controllers",
      empty: false,
    });
    expect((await title("/products")).title).toMatch(/^Our Products/);
    const redirect = await get("/products.html");
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get("location")).toBe("/products");
    const shell = await title("/no-such-page");
    expect(shell.empty).toBe(true);
    expect(await title("/orders/abc/details")).toEqual(shell);
    expect(await title("/administrators")).toEqual(shell);
    for (const path of ["/admin", "/admin/messages", "/admin/orders/u1/o1"]) {
      expect(await title(path)).toEqual({ title: "Console | AquaSense", empty: true });
    }
    for (const path of ["/assets/index-old.js", "/favicon.ico"]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });

  it("answers a missing chunk with 404, not the app's HTML, and caches real chunks for a year", async () => {
    const missing = await fetch(`${webUrl()}/assets/ProductsPage-gone.js`, {
      headers: { accept: "*/*" },
    });
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain('<div id="root">');

    const html = await (await fetch(`${webUrl()}/`)).text();
    const chunk = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    if (!chunk) throw new Error("the home page names no entry chunk");
    const res = await fetch(`${webUrl()}${chunk}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("content-type")).toMatch(/javascript/);
  });

  it("refuses to show /payment inside another site's frame", async () => {
    // Another origin on this machine (Chromium refuses a public page framing a
    // local one before any policy is consulted, so the framing page is local too).
    const attacker = createServer((_req, res) => {
      res.writeHead(200, { "content-type": "text/html" });
      res.end(
        `<!doctype html><title>Win a prize</title><iframe src="${webUrl()}/payment" width="800" height="600"></iframe>`,
      );
    });
    await new Promise<void>((done) => attacker.listen(0, "127.0.0.1", done));
    const { port } = attacker.address() as AddressInfo;
    const context = await browser.newContext();
    const page = await context.newPage();
    const refusals: string[] = [];
    page.on("console", (message) => {
      if (message.text().includes("frame-ancestors")) refusals.push(message.text());
    });
    const framed = page.waitForResponse(`${webUrl()}/payment`);
    await page.goto(`http://127.0.0.1:${port}/`);
    expect((await framed).status()).toBe(200);
    await expect.poll(() => refusals.length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(refusals[0]).toContain(`Framing '${webUrl()}/' violates`);
    expect(refusals[0]).toContain(`"frame-ancestors 'none'"`);
    // Chromium shows its own error page in the frame instead: none of the shop runs there.
    const frame = page.frames().find((f) => f !== page.mainFrame());
    expect(frame?.url()).toBe("chrome-error://chromewebdata/");
    expect(await frame?.locator("#root").count()).toBe(0);
    await context.close();
    attacker.close();
  });

  it("shows a Google profile picture (lh3.googleusercontent.com) and no other outside image", async () => {
    const imgSrc = /img-src ([^;]+);/.exec(everywhere["Content-Security-Policy"] ?? "")?.[1];
    expect(imgSrc).toBe("'self' data: https://cdn.razorpay.com https://lh3.googleusercontent.com");
    const visitor = await openShop(browser);
    const violations = await recordViolations(visitor.context);
    // This machine is offline: answer both pictures here, so only the policy can refuse one.
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
      "base64",
    );
    await visitor.context.route(
      /^https:\/\/(lh3\.googleusercontent\.com|images\.example\.net)\//,
      (route) => route.fulfill({ status: 200, contentType: "image/png", body: png }),
    );
    await visitor.page.goto("/");
    const widths = await visitor.page.evaluate(async () => {
      const load = (src: string) =>
        new Promise<number>((done) => {
          const img = new Image();
          img.onload = () => done(img.naturalWidth);
          img.onerror = () => done(0);
          img.src = src;
        });
      return [
        await load("https://lh3.googleusercontent.com/a/ACg8ocL-photo=s96-c"),
        await load("https://images.example.net/tracker.png"),
      ];
    });
    expect(widths).toEqual([1, 0]);
    // Each violation is seen twice (the event and Chromium's console line): check the events.
    await expect.poll(() => violations.some((v) => v.startsWith("img-src "))).toBe(true);
    expect(violations.filter((v) => v.startsWith("img-src "))).toEqual([
      expect.stringMatching(/^img-src https:\/\/images\.example\.net\/tracker\.png /),
    ]);
    expect(violations.filter((v) => v.includes("googleusercontent.com/a/"))).toEqual([]);
    await visitor.context.close();
  });

  it("a whole visit runs with no policy violation: pages, Google's popup, the map, the widget and a payment", async () => {
    const visitor = await openShop(browser);
    await offlineWithGapiShim(visitor.context);
    const violations = await recordViolations(visitor.context);
    const { page } = visitor;
    await page.goto("/");
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    await page.goto("/products");
    await page.getByRole("article", { name: "Smart Controller" }).waitFor();
    await page.goto("/contact");
    await page
      .getByRole("img", { name: "Map of our office on Residency Road, Bengaluru" })
      .waitFor();
    await page.goto("/login");
    await signInWithGooglePopup(page, { email: "meera.csp@example.in", name: "Meera Iyer" });
    await toast(page, "Signed in with Google.");
    await visitor.context.close();

    const shopper = await createShopper(ADDRESS);
    const buyer = await openShop(browser);
    const buyerViolations = await recordViolations(buyer.context);
    await paidOrder(buyer.page, shopper);
    await settleWebhooks();
    await buyer.context.close();

    expect([...violations, ...buyerViolations]).toEqual([]);
    // The offline gapi stand-in (support/authGapiShim.ts) makes the Auth SDK
    // throw this once after the popup closes, with or without these headers;
    // the sign-in itself succeeds (the toast above).
    expect(visitor.errors.filter((e) => e !== "Firebase: Error (auth/internal-error).")).toEqual(
      [],
    );
    expect(buyer.errors).toEqual([]);
  });
});
