import {
  MAX_QUANTITY_PER_LINE,
  findProduct,
  findVariant,
  isVariantKey,
  variantLabel,
  type Product,
  type Variant,
  type VariantKey,
} from "@shop/domain";

/** A cart line as kept and stored: ids and a quantity; prices come from the catalog when shown. */
export interface CartLine {
  productId: string;
  variantKey: VariantKey;
  quantity: number;
}

export function isSameLine(line: CartLine, productId: string, variantKey: string): boolean {
  return line.productId === productId && line.variantKey === variantKey;
}

export interface CatalogEntry {
  product: Product;
  variant: Variant;
}

/** The catalog entry for a line, or undefined when the product or variant is not sold. */
export function catalogEntry(productId: string, variantKey: string): CatalogEntry | undefined {
  const product = findProduct(productId);
  const variant = findVariant(productId, variantKey);
  return product && variant ? { product, variant } : undefined;
}

/** "Smart Controller (Motar Compatible)", as the cart's messages and buttons name a line. */
export function lineLabel(entry: CatalogEntry): string {
  return `${entry.product.name} (${variantLabel(entry.variant.key)})`;
}

export type AddResult =
  { change: "added" | "increased"; lines: CartLine[] } | { change: "at-limit" };

/** docs/product.md §4: adds to the same product and variant, or appends; past the cap, refused whole. */
export function addLine(
  lines: readonly CartLine[],
  productId: string,
  variantKey: VariantKey,
  quantity = 1,
): AddResult {
  const existing = lines.find((line) => isSameLine(line, productId, variantKey));
  if ((existing?.quantity ?? 0) + quantity > MAX_QUANTITY_PER_LINE) return { change: "at-limit" };
  if (!existing) return { change: "added", lines: [...lines, { productId, variantKey, quantity }] };
  return {
    change: "increased",
    lines: lines.map((line) =>
      line === existing ? { ...line, quantity: line.quantity + quantity } : line,
    ),
  };
}

export type QuantityResult =
  | { change: "updated" | "removed"; lines: CartLine[] }
  | { change: "at-limit" | "not-whole" | "missing" };

/** docs/product.md §4: a quantity of 0 or less removes the line; above the cap is refused. */
export function setLineQuantity(
  lines: readonly CartLine[],
  productId: string,
  variantKey: string,
  quantity: number,
): QuantityResult {
  if (!lines.some((line) => isSameLine(line, productId, variantKey))) return { change: "missing" };
  if (!Number.isInteger(quantity)) return { change: "not-whole" };
  if (quantity <= 0) return { change: "removed", lines: removeLine(lines, productId, variantKey) };
  if (quantity > MAX_QUANTITY_PER_LINE) return { change: "at-limit" };
  return {
    change: "updated",
    lines: lines.map((line) =>
      isSameLine(line, productId, variantKey) ? { ...line, quantity } : line,
    ),
  };
}

/** docs/product.md §4: remove deletes one line, by product and variant. */
export function removeLine(
  lines: readonly CartLine[],
  productId: string,
  variantKey: string,
): CartLine[] {
  return lines.filter((line) => !isSameLine(line, productId, variantKey));
}

/** Total quantity across lines (the header badge). */
export function countItems(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

type LineLike = Pick<CartLine, "productId" | "variantKey" | "quantity">;

/** Whether two sets of lines name the same products, variants and quantities, in any order. */
export function sameLines(a: readonly LineLike[], b: readonly LineLike[]): boolean {
  const key = (line: LineLike) => `${line.productId}\u0000${line.variantKey}\u0000${line.quantity}`;
  const keys = new Set(a.map(key));
  return a.length === b.length && keys.size === a.length && b.every((line) => keys.has(key(line)));
}

export interface LineCheck {
  lines: CartLine[];
  dropped: number;
  capped: string[];
}

// Stored lines are untrusted (another shop version, tab or devtools): only what is sold survives.
export function checkStoredLines(stored: unknown): LineCheck {
  const check: LineCheck = { lines: [], dropped: 0, capped: [] };
  for (const value of Array.isArray(stored) ? stored : []) {
    const { productId, variantKey, quantity } = (value ?? {}) as Record<string, unknown>;
    const valid =
      typeof productId === "string" &&
      isVariantKey(variantKey) &&
      typeof quantity === "number" &&
      Number.isInteger(quantity) &&
      quantity >= 1;
    if (!valid || !catalogEntry(productId, variantKey)) {
      check.dropped += 1;
      continue;
    }
    const seen = check.lines.find((line) => isSameLine(line, productId, variantKey));
    if (seen) seen.quantity += quantity;
    else check.lines.push({ productId, variantKey, quantity });
  }
  for (const line of check.lines) {
    const entry = catalogEntry(line.productId, line.variantKey);
    if (line.quantity <= MAX_QUANTITY_PER_LINE || !entry) continue;
    line.quantity = MAX_QUANTITY_PER_LINE;
    check.capped.push(lineLabel(entry));
  }
  return check;
}
