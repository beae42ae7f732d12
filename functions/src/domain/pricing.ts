import { variantName, type VariantKey, findProduct, findVariant } from "./products";
import { DomainError } from "./errors";
import type { Paise } from "./money";
import { LINE_MESSAGES, MAX_LINES_PER_ORDER, MAX_QUANTITY_PER_LINE, MESSAGES } from "./validation";
import { STOCK_MESSAGES, type CatalogEntry } from "./stock";

/** catalog/{productId} as read (docs/stock.md); a product or variant without one: code price. */
export type LivePrices = Readonly<Record<string, CatalogEntry | undefined>>;

/** What a client may say about a cart line: ids and a quantity, never a price. */
export type RequestedLine = { productId: string; variantKey: string; quantity: number };

/** An order line as stored: the catalog's price at the time of ordering. */
export interface OrderItem {
  productId: string;
  productName: string;
  variantKey: VariantKey;
  variantName: string;
  /** Unit price in paise. */
  price: Paise;
  quantity: number;
  lineTotal: Paise;
  image: string;
}

export type PricedOrder = { items: OrderItem[]; amount: Paise };

const invalid = (message: string) => new DomainError("invalid-argument", message);

function priceLine(line: RequestedLine, live: LivePrices): OrderItem {
  const product = findProduct(line.productId);
  if (!product) throw invalid(LINE_MESSAGES.unknownProduct);
  const variant = findVariant(line.productId, line.variantKey);
  if (!variant) throw invalid(MESSAGES.invalidVariant);
  if (!Number.isInteger(line.quantity) || line.quantity < 1)
    throw invalid(LINE_MESSAGES.notPositive);
  if (line.quantity > MAX_QUANTITY_PER_LINE) throw invalid(LINE_MESSAGES.maxQuantity);
  const entry = live[product.id]?.variants[variant.key];
  if (entry && !entry.active) throw new DomainError("failed-precondition", STOCK_MESSAGES.hidden);
  const price = entry?.price ?? variant.price;
  return {
    productId: product.id,
    productName: product.name,
    variantKey: variant.key,
    variantName: variantName(variant.key),
    price,
    quantity: line.quantity,
    lineTotal: price * line.quantity,
    image: product.image,
  };
}

/** Lines at the owner's live prices where given, else the catalog's; same product and variant
 * merge, so splitting cannot dodge the per-line cap. Anything unknown is refused, never fixed. */
export function priceOrder(lines: readonly RequestedLine[], live: LivePrices = {}): PricedOrder {
  if (lines.length === 0) throw invalid(MESSAGES.emptyCart);
  const merged = new Map<string, RequestedLine>();
  for (const line of lines) {
    const key = `${line.productId}\u0000${line.variantKey}`;
    const seen = merged.get(key);
    merged.set(key, seen ? { ...seen, quantity: seen.quantity + line.quantity } : { ...line });
  }
  if (merged.size > MAX_LINES_PER_ORDER) throw invalid(LINE_MESSAGES.maxLines);
  const items = [...merged.values()].map((line) => priceLine(line, live));
  const amount = items.reduce((sum, item) => sum + item.lineTotal, 0);
  return { items, amount };
}
