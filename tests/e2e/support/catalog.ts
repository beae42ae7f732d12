import type { Page } from "playwright-core";
import type { VariantStock } from "@shop/domain";
import { readData } from "../../support/documents";
import { firestoreHost, projectId } from "../../support/emulators";

/** One variant's figures as stored in catalog/{productId}, if any. */
export async function storedVariant(productId: string, variantKey: string) {
  const entry = await readData(`catalog/${productId}`);
  return (entry?.variants as Record<string, VariantStock> | undefined)?.[variantKey];
}

/** Writes one variant's figures as the functions would (the test owns the emulator). */
export async function writeVariant(productId: string, variantKey: string, figures: VariantStock) {
  const int = (n: number) => ({ integerValue: String(n) });
  const fields = {
    price: int(figures.price),
    stock: int(figures.stock),
    held: int(figures.held),
    active: { booleanValue: figures.active },
    lowStock: int(figures.lowStock),
  };
  const url = `${firestoreHost()}/v1/projects/${projectId}/databases/(default)/documents/catalog/${productId}?updateMask.fieldPaths=variants.${variantKey}`;
  const res = await fetch(url, {
    method: "PATCH",
    headers: { authorization: "Bearer owner", "content-type": "application/json" },
    body: JSON.stringify({
      fields: { variants: { mapValue: { fields: { [variantKey]: { mapValue: { fields } } } } } },
    }),
  });
  if (!res.ok) throw new Error(`writing catalog/${productId} → ${res.status}`);
}

/** The owner opens the console's Catalogue page. */
export async function openCatalogue(page: Page) {
  await page.goto("/admin");
  await page
    .getByRole("navigation", { name: "Console" })
    .getByRole("link", { name: "Catalogue" })
    .click();
  await page.getByRole("heading", { level: 1, name: "Catalogue" }).waitFor();
}

/** The owner's save of one variant's stock (and price, when given); the form's status after. */
export async function saveFigures(
  page: Page,
  form: string,
  figures: { price?: string; stock: string },
) {
  const variant = page.getByRole("form", { name: form });
  if (figures.price) await variant.getByLabel("Price (₹)", { exact: true }).fill(figures.price);
  await variant.getByLabel("Stock", { exact: true }).fill(figures.stock);
  await variant.getByRole("button", { name: "Save" }).click();
  // The Functions emulator starts this function's worker on its first call: allow for it.
  return variant.getByRole("status").textContent({ timeout: 50_000 });
}

/** The sum of layout shifts /products has seen so far (the live figures arrive after paint). */
export function layoutShift(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((settle) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            sum += (entry as unknown as { value: number }).value;
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => settle(sum), 500);
      }),
  );
}
