import { isGstin } from "@shop/domain";
import { SHOP_CONTACT } from "./shopContact";

/** docs/orders.md, Tax invoice: no invoice without a valid GSTIN; deploy requires one. */
export type Seller = ReturnType<typeof readSeller>;

export function readSeller(raw: Readonly<Record<string, unknown>>) {
  const get = (name: string) => (typeof raw[name] === "string" && raw[name].trim()) || undefined;
  const gstin = get("VITE_SELLER_GSTIN")?.toUpperCase();
  return {
    legalName: get("VITE_SELLER_LEGAL_NAME") ?? SHOP_CONTACT.legalName,
    addressLines: get("VITE_SELLER_ADDRESS")
      ?.split("|")
      .map((line) => line.trim()) ?? [...SHOP_CONTACT.addressLines],
    gstin: gstin && isGstin(gstin) ? gstin : undefined,
  };
}

export const seller = readSeller(import.meta.env);
