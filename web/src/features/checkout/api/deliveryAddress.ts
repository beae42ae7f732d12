import { EMPTY_ADDRESS, firestorePaths, type AddressInfo } from "@shop/domain";
import { getFirestoreClient } from "../../../lib/firebase";
import { addressFromData, textOf as text } from "../../orders";

/** The profile's document (docs/product.md §3, §7), via the SDK /payment already loads. */
async function profile(uid: string) {
  const [sdk, db] = await Promise.all([import("../../../lib/sdk/firestore"), getFirestoreClient()]);
  return { sdk, ref: sdk.doc(db, firestorePaths.user(uid)) };
}

/** A chunk of its own, which the callables load too: not in /payment's first JavaScript. */
const timeLimit = () => import("../../../lib/timeLimit");

/** docs/product.md §4 prefill: the profile's saved address, else its name, phone, address, pincode. */
export function profileAddress(profile: Record<string, unknown> | undefined): AddressInfo {
  if (!profile) return EMPTY_ADDRESS;
  const saved = addressFromData(profile.addressInfo);
  if (saved.address) return saved;
  return {
    ...EMPTY_ADDRESS,
    name: text(profile.firstName) || text(profile.name),
    phone: text(profile.phone),
    address: text(profile.address),
    pincode: text(profile.pincode),
  };
}

/** How long the prefill may take; past it the form simply starts empty. */
export const PREFILL_TIME_LIMIT_MS = 10_000;

export async function readProfileAddress(uid: string): Promise<AddressInfo> {
  const read = profile(uid).then(({ sdk, ref }) => sdk.getDoc(ref));
  const { withTimeLimit } = await timeLimit();
  const snapshot = await withTimeLimit(read, PREFILL_TIME_LIMIT_MS, "Reading the profile");
  return profileAddress(snapshot.data());
}

/** Offline the SDK holds the write; tell the shopper it failed well before it lands. */
export const SAVE_ADDRESS_TIME_LIMIT_MS = 10_000;

/** Keeps the address on the profile for the next order; rejects after the time limit. */
export async function saveProfileAddress(uid: string, address: AddressInfo): Promise<void> {
  const write = profile(uid).then(({ sdk, ref }) => sdk.updateDoc(ref, { addressInfo: address }));
  const { withTimeLimit } = await timeLimit();
  return withTimeLimit(write, SAVE_ADDRESS_TIME_LIMIT_MS, "Saving the address");
}
