import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../scripts/chromium.mjs";
import { webUrl } from "./emulators";

export { CHROMIUM_PATH };

export const PHONE = { width: 375, height: 812 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
}

export interface ShopPage {
  context: BrowserContext;
  page: Page;
  /** Every URL the page asked for that is not on this machine. */
  offsiteRequests: string[];
  /** Uncaught page errors and console errors. */
  errors: string[];
}

export async function openShop(
  browser: Browser,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<ShopPage> {
  const context = await browser.newContext({ viewport, baseURL: webUrl(), locale: "en-IN" });
  const page = await context.newPage();
  const offsiteRequests: string[] = [];
  const errors: string[] = [];
  page.on("request", (request) => {
    const { hostname, protocol } = new URL(request.url());
    const local = ["127.0.0.1", "localhost", "[::1]"].includes(hostname);
    if (!local && !["data:", "blob:"].includes(protocol)) offsiteRequests.push(request.url());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { context, page, offsiteRequests, errors };
}

/** Saves test-results/screenshots/{name}.png: the whole page, or only what the screen shows (for overlays). */
export async function screenshot(
  page: Page,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<string> {
  const dir = join(process.cwd(), "test-results", "screenshots");
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${name}.png`);
  await page.screenshot({ path, fullPage });
  return path;
}
