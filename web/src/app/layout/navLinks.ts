import { paths } from "../../config/paths";

export interface NavItem {
  to: string;
  label: string;
  /** Match the path exactly (Home would otherwise be active everywhere). */
  end?: boolean;
}

/** docs/product.md §2: the desktop menu, in this order. */
export const MAIN_LINKS: readonly NavItem[] = [
  { to: paths.home, label: "Home", end: true },
  { to: paths.products, label: "Products" },
  { to: paths.about, label: "About" },
  { to: paths.contact, label: "Contact Us" },
];
