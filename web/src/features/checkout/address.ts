import type { AddressInfo } from "@shop/domain";

export const ADDRESS_FIELDS = ["name", "phone", "address", "pincode"] as const;

/** docs/product.md §2: 'Please add delivery address' shows while every field is blank. */
export function hasAnyAddress(address: AddressInfo): boolean {
  return ADDRESS_FIELDS.some((field) => address[field].trim() !== "");
}

/** docs/product.md §5: name, phone, address and pincode are all required to pay. */
export function isCompleteAddress(address: AddressInfo): boolean {
  return ADDRESS_FIELDS.every((field) => address[field].trim() !== "");
}
