/** docs/product.md §9: the cart badge caps at 99+. */
export function formatBadgeCount(count: number): string {
  return count > 99 ? "99+" : String(count);
}

export function cartLinkLabel(count: number): string {
  return count === 1 ? "Cart, 1 item" : `Cart, ${count} items`;
}
