import type { Locator, Page } from "playwright-core";
import type { TestUser } from "../../support/emulators";

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Resolves once the page's layout has settled: fonts and (eager) images in,
 * running CSS transitions ended, then a frame drawn. A box or a colour read
 * earlier may be one the page is still moving away from.
 */
export const layoutSettled = (page: Page) =>
  page.evaluate(async () => {
    const frame = () => new Promise((done) => requestAnimationFrame(done));
    await document.fonts.ready;
    await frame();
    const loading = Array.from(document.images).filter((i) => !i.complete && i.loading !== "lazy");
    await Promise.all(loading.map((image) => image.decode().catch(() => {})));
    const moving = document.getAnimations().filter((a) => a instanceof CSSTransition);
    await Promise.all(moving.map((transition) => transition.finished.catch(() => {})));
    await frame();
  });

/** The locator's box once the layout has settled. */
export async function boxOf(locator: Locator): Promise<Box> {
  await layoutSettled(locator.page());
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} is not on the page`);
  return box;
}

export const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * What sticks out sideways: the page's scroll width beyond the screen, and
 * every element inside `selector` that leaves the page's 16 px side padding
 * (empty if none), named by tag, class and edges.
 */
export function sideways(page: Page, selector: string) {
  return page.evaluate((within) => {
    const width = document.documentElement.clientWidth;
    const out = Array.from(document.querySelectorAll(`${within} *`))
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 1 && (box.left < 15.5 || box.right > width - 15.5))
      .map(
        ({ element, box }) =>
          `${element.tagName.toLowerCase()}.${element.className} ${Math.round(box.left)}–${Math.round(box.right)}`,
      );
    return { scrollWidth: document.documentElement.scrollWidth, width, out };
  }, selector);
}

/** A cart of the four lines with these quantities (0: no such line) (zustand persist's v1 envelope under cart:{uid}), loaded on the next page. */
export async function storeCart(page: Page, user: TestUser, quantities: number[]) {
  const lines = [
    ["semiAutomatic-1", "Motar_Compatible"],
    ["semiAutomatic-1", "Starter_Compatible"],
    ["SemiAutomatic-2", "Motar_Compatible"],
    ["SemiAutomatic-2", "Starter_Compatible"],
  ]
    .map(([productId, variantKey], i) => ({ productId, variantKey, quantity: quantities[i] ?? 0 }))
    .filter((line) => line.quantity > 0);
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: `cart:${user.uid}`,
    value: JSON.stringify({ state: { lines }, version: 1 }),
  });
}
