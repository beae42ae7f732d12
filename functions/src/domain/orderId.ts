const SUFFIX_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"; // no 0/O, 1/I/L
const SUFFIX_LENGTH = 4;

/** docs/product.md §9's ORD-{year}-{ms}, plus a suffix so one millisecond's orders differ. */
export function newOrderId(now: Date, random: () => number = Math.random): string {
  let suffix = "";
  for (let i = 0; i < SUFFIX_LENGTH; i += 1) {
    suffix += SUFFIX_ALPHABET[Math.floor(random() * SUFFIX_ALPHABET.length)] ?? "X";
  }
  return `ORD-${now.getUTCFullYear()}-${now.getTime()}-${suffix}`;
}

export const ORDER_ID_PATTERN = /^ORD-\d{4}-\d{10,16}-[2-9A-Z]{4}$/;

export function isOrderId(value: unknown): value is string {
  return typeof value === "string" && ORDER_ID_PATTERN.test(value);
}

/** "3456-K7QZ": the spec's "first 8 characters" would always read ORD-2026. */
export function shortOrderId(orderId: string): string {
  const match = /-(\d+)-([2-9A-Z]+)$/.exec(orderId);
  if (!match) return orderId.slice(-9);
  return `${(match[1] ?? "").slice(-4)}-${match[2] ?? ""}`;
}

/** Operators type "2446-ac8q", "#2446AC8Q" or "2446 AC8Q"; all read as the stored "2446-AC8Q". */
export function shortIdFromSearch(text: string): string | undefined {
  const match = /^(\d{4})([2-9A-Z]{4})$/.exec(text.replace(/[\s#-]/g, "").toUpperCase());
  return match ? `${match[1]}-${match[2]}` : undefined;
}
