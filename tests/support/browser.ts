import {
  chromium,
  type Browser,
  type BrowserContext,
  type Page,
  type Response,
} from "playwright-core";
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
  context.on("page", settleAfterNavigation);
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

const loadedAt = new WeakMap<Page, number>();

/** When the page's last navigation itself ended (before settleAfterNavigation's wait). */
export const navigatedAt = (page: Page) => loadedAt.get(page) ?? Date.now();

/**
 * The shop's pages arrive prerendered and React hydrates them later: a tap before
 * that is lost, and a typed value or a checked radio is reset (Playwright waits for
 * none of it). So each navigation of a shop tab (goto, reload, Back, Forward, and
 * waitForURL after the app's own navigations) ends once the page is hydrated, i.e.
 * `settled`. `waitUntil: "commit"` opts out, for a test that acts before the app runs.
 */
function settleAfterNavigation(page: Page) {
  for (const name of ["goto", "reload", "goBack", "goForward", "waitForURL"] as const) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<Response | null>;
    const settling = async (...args: unknown[]) => {
      const response = await navigate(...args);
      loadedAt.set(page, Date.now());
      const options = args.find(
        (arg) => typeof arg === "object" && arg !== null && "waitUntil" in arg,
      );
      if ((options as { waitUntil?: string } | undefined)?.waitUntil !== "commit")
        await settled(page);
      return response;
    };
    Object.assign(page, { [name]: settling });
  }
}

/**
 * Resolves once React has committed the page with nothing left dehydrated (the
 * root, and each Suspense boundary such as a lazily loaded page's) and its fonts
 * are in, on two frames running: the commit's effects (Layout scrolls to the top)
 * run after it. React's own fields, as `hydrated` (e2e/support/checkout.ts) reads.
 */
export async function settled(page: Page): Promise<void> {
  try {
    const wait = Math.random();
    await page.waitForFunction(hydratedFrames, wait, { timeout: 20_000, polling: "raf" });
  } catch (error) {
    throw new Error(`${page.url()} did not hydrate: ${(error as Error).message}`, { cause: error });
  }
}

interface Fiber {
  child: Fiber | null;
  sibling: Fiber | null;
  memoizedState: { isDehydrated?: boolean; dehydrated?: unknown } | null;
  stateNode: { current: Fiber };
}

/** Runs in the page on each frame of one `wait`; no #root is not the shop's document. */
function hydratedFrames(wait: number): boolean {
  const seen = window as unknown as { shopSettling?: { wait: number; frames: number } };
  if (seen.shopSettling?.wait !== wait) seen.shopSettling = { wait, frames: 0 };
  const hydrated = () => {
    const root = document.getElementById("root");
    if (!root) return true;
    if (document.fonts.status !== "loaded") return false;
    const key = Object.keys(root).find((name) => name.startsWith("__reactContainer$"));
    if (!key) return false;
    const pending = [(root as unknown as Record<string, Fiber>)[key]!.stateNode.current];
    for (let fiber = pending.pop(); fiber; fiber = pending.pop()) {
      const state = fiber.memoizedState;
      if (state && typeof state === "object" && (state.isDehydrated || state.dehydrated)) {
        return false;
      }
      if (fiber.child) pending.push(fiber.child);
      if (fiber.sibling) pending.push(fiber.sibling);
    }
    return true;
  };
  seen.shopSettling.frames = hydrated() ? seen.shopSettling.frames + 1 : 0;
  return seen.shopSettling.frames >= 2;
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
