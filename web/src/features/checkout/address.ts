import type { AddressInfo } from "@shop/domain";

export const ADDRESS_FIELDS = ["name", "phone", "address", "pincode"] as const;

/** Whether any field is known (a profile's name and phone, say): the form may then be cancelled. */
export function hasAnyAddress(address: AddressInfo): boolean {
  return ADDRESS_FIELDS.some((field) => address[field].trim() !== "");
}

/** docs/product.md §2: a name and phone are no address; a street address is. */
export function hasStreetAddress(address: AddressInfo): boolean {
  return address.address.trim() !== "";
}

/** docs/product.md §5: name, phone, address and pincode are all required to pay. */
export function isCompleteAddress(address: AddressInfo): boolean {
  return ADDRESS_FIELDS.every((field) => address[field].trim() !== "");
}
