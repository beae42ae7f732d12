import { MAX_QUANTITY_PER_LINE, isVariantKey } from "@shop/domain";
import { catalogEntry, isSameLine, lineLabel, type CartLine } from "../cartLines";

/** What checking a stored cart found: the lines to keep and what had to change. */
export interface LineCheck {
  lines: CartLine[];
  /** Lines dropped because their product or variant is no longer sold, or they were unreadable. */
  dropped: number;
  /** Labels of lines whose quantity was above the cap and was reduced to it. */
  capped: string[];
}

function readLine(value: unknown): CartLine | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { productId, variantKey, quantity } = value as Record<string, unknown>;
  if (typeof productId !== "string" || !isVariantKey(variantKey)) return undefined;
  if (typeof quantity !== "number" || !Number.isInteger(quantity) || quantity < 1) return undefined;
  return { productId, variantKey, quantity };
}

/**
 * Stored data is untrusted: another version of the shop, another tab or a
 * person with devtools may have written it. Only lines of products and
 * variants the catalog still sells survive; duplicates are merged and
 * quantities capped; loading reports what changed (persistence/index.ts).
 */
export function checkStoredLines(stored: unknown): LineCheck {
  const report: LineCheck = { lines: [], dropped: 0, capped: [] };
  if (!Array.isArray(stored)) return report;
  for (const value of stored) {
    const line = readLine(value);
    if (!line || !catalogEntry(line.productId, line.variantKey)) {
      report.dropped += 1;
      continue;
    }
    const seen = report.lines.find((l) => isSameLine(l, line.productId, line.variantKey));
    if (seen) seen.quantity += line.quantity;
    else report.lines.push({ ...line });
  }
  for (const line of report.lines) {
    if (line.quantity <= MAX_QUANTITY_PER_LINE) continue;
    line.quantity = MAX_QUANTITY_PER_LINE;
    const entry = catalogEntry(line.productId, line.variantKey);
    if (entry) report.capped.push(lineLabel(entry));
  }
  return report;
}
