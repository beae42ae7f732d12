import { EMPTY_ADDRESS, firestorePaths, type AddressInfo } from "@shop/domain";
import { getFirestoreClient } from "../../../lib/firebase";
import { addressFromData } from "../../orders";

/** The profile's address (docs/product.md §3, §7), via the SDK /payment already loads. */
async function profileRef(uid: string) {
  const [{ doc }, db] = await Promise.all([
    import("../../../lib/sdk/firestore"),
    getFirestoreClient(),
  ]);
  return doc(db, firestorePaths.user(uid));
}

/** lib/timeLimit, loaded when first needed: the callables load it too, so it is a chunk of its own. */
const timeLimit = () => import("../../../lib/timeLimit");

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** docs/product.md §4 prefill: the profile's saved address, else its name, phone, address, pincode. */
export function profileAddress(profile: Record<string, unknown> | undefined): AddressInfo {
  if (!profile) return EMPTY_ADDRESS;
  const saved = addressFromData(profile.addressInfo);
  if (saved.address) return saved;
  return {
    name: text(profile.firstName) || text(profile.name),
    phone: text(profile.phone),
    address: text(profile.address),
    pincode: text(profile.pincode),
  };
}

/** How long the prefill may take; past it the form simply starts empty. */
export const PREFILL_TIME_LIMIT_MS = 10_000;

export async function readProfileAddress(uid: string): Promise<AddressInfo> {
  const read = (async () => {
    const { getDoc } = await import("../../../lib/sdk/firestore");
    return getDoc(await profileRef(uid));
  })();
  const { withTimeLimit } = await timeLimit();
  const snapshot = await withTimeLimit(read, PREFILL_TIME_LIMIT_MS, "Reading the profile");
  return profileAddress(snapshot.data());
}

/** Offline the SDK holds the write; tell the shopper it failed well before it lands. */
export const SAVE_ADDRESS_TIME_LIMIT_MS = 10_000;

/** Keeps the address on the profile for the next order; rejects after the time limit. */
export async function saveProfileAddress(uid: string, address: AddressInfo): Promise<void> {
  const write = (async () => {
    const { updateDoc } = await import("../../../lib/sdk/firestore");
    await updateDoc(await profileRef(uid), { addressInfo: address });
  })();
  const { withTimeLimit } = await timeLimit();
  await withTimeLimit(write, SAVE_ADDRESS_TIME_LIMIT_MS, "Saving the address");
}
