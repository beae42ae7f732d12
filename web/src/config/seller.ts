import { isGstin } from "@shop/domain";
import { SHOP_CONTACT } from "./shopContact";

/**
 * The seller a tax invoice names (docs/orders.md, Tax invoice): its legal
 * name and address (the shop's contact details unless VITE_SELLER_LEGAL_NAME
 * and VITE_SELLER_ADDRESS say otherwise; address lines separated by "|") and
 * its GSTIN, VITE_SELLER_GSTIN. The deploy check requires a GSTIN in
 * web/.env.production (scripts/deploy/webConfig.mjs); locally web/.env.development,
 * web/.env.test and the stack set a made-up one. Without a valid one no
 * invoice is offered: an invoice without the seller's GSTIN is not a tax invoice.
 */
export interface Seller {
  legalName: string;
  addressLines: readonly string[];
  gstin: string | undefined;
}

export function readSeller(raw: Readonly<Record<string, unknown>>): Seller {
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
