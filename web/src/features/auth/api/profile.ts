import type { User } from "firebase/auth";
import { firestorePaths } from "@shop/domain";
import { doc, getDoc, serverTimestamp, setDoc } from "../../../lib/sdk/firestoreLite";
import { getFirestoreLiteClient } from "../../../lib/firebase";

/** users/{uid} (docs/product.md §3): exactly the keys firestore.rules allows on create. */
type AccountHolder = Pick<User, "uid" | "email" | "displayName" | "photoURL">;
export type RegistrationDetails = { firstName: string; lastName: string; phone: string };

const profileRef = async (uid: string) =>
  doc(await getFirestoreLiteClient(), firestorePaths.user(uid));

function baseProfile(user: AccountHolder, provider: "password" | "google") {
  const { uid, displayName, email, photoURL } = user;
  return {
    uid,
    name: displayName ?? "",
    email,
    photoURL,
    provider,
    createdAt: serverTimestamp(),
    admin: false,
  };
}

/** E-mail registration: the base profile plus the form's details, trimmed. */
export async function createPasswordProfile(
  user: AccountHolder,
  details: RegistrationDetails,
): Promise<void> {
  const firstName = details.firstName.trim();
  const lastName = details.lastName.trim();
  const displayName = `${firstName} ${lastName}`;
  await setDoc(await profileRef(user.uid), {
    ...baseProfile({ ...user, displayName }, "password"),
    firstName,
    lastName,
    phone: details.phone.trim(),
    displayName,
  });
}

/** Google sign-in: creates the profile only when there is none yet (docs/product.md §4). */
export async function ensureGoogleProfile(user: AccountHolder): Promise<void> {
  const ref = await profileRef(user.uid);
  if ((await getDoc(ref)).exists()) return;
  await setDoc(ref, baseProfile(user, "google"));
}
