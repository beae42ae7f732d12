import type { AddressInfo } from "@shop/domain";

export type AddressProblems = Partial<Record<keyof AddressInfo, string>>;
type AddressCheck = { ok: true; address: AddressInfo } | { ok: false; problems: AddressProblems };

/** startPayment's own zod schema; zod arrives after first paint, like the other forms'. */
const loadSchema = () => import("./addressValidation").then((m) => m.addressSchema);

export const preloadAddressCheck = () => void loadSchema().catch(() => undefined);

/** The trimmed address, or each field's first problem in the spec's words. */
export async function checkAddress(values: AddressInfo): Promise<AddressCheck> {
  const result = (await loadSchema()).safeParse(values);
  if (result.success) return { ok: true, address: result.data };
  const problems: AddressProblems = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof AddressInfo;
    problems[field] ??= issue.message;
  }
  return { ok: false, problems };
}

const ADDRESS_FIELDS = ["name", "phone", "address", "city", "state", "pincode"] as const;

/** Whether any field is known (a profile's name and phone, say): the form may then be cancelled. */
export function hasAnyAddress(address: AddressInfo): boolean {
  return ADDRESS_FIELDS.some((field) => address[field].trim() !== "");
}

/** docs/product.md §5: every field but the GSTIN is required to pay; an address saved before
 * City and State were asked opens the form for them. */
export function isCompleteAddress(address: AddressInfo): boolean {
  return ADDRESS_FIELDS.every((field) => address[field].trim() !== "");
}
