import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from "@firebase/rules-unit-testing";
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
} from "firebase/firestore";
import { afterAll, beforeAll, beforeEach, describe, it } from "vitest";
import { rulesEnvironment, shopper } from "../support/rulesEnv";
import { COLLECTIONS, firestorePaths } from "@shop/domain";

let env: RulesTestEnvironment;

/** The profile documents the cases touch. */
const ashaPath = firestorePaths.user("asha");
const binaPath = firestorePaths.user("bina");
const raviPath = firestorePaths.user("ravi");

/** What registration writes (docs/product.md §3/§4, web/src/features/auth/api/profile.ts). */
const profile = (uid: string) => ({
  uid,
  name: "Asha Rao",
  email: `${uid}@example.in`,
  photoURL: null,
  provider: "password",
  createdAt: serverTimestamp(),
  admin: false,
  firstName: "Asha",
  lastName: "Rao",
  phone: "9876543210",
  displayName: "Asha Rao",
});

/** What a first Google sign-in writes. */
const googleProfile = (uid: string) => ({
  uid,
  name: "Ravi Kumar",
  email: `${uid}@example.in`,
  photoURL: "https://example.in/ravi.png",
  provider: "google",
  createdAt: serverTimestamp(),
  admin: false,
});

const asha = () => shopper(env, "asha").firestore();
const ravi = () => shopper(env, "ravi").firestore();
const anonymous = () => env.unauthenticatedContext().firestore();

beforeAll(async () => {
  env = await rulesEnvironment("demo-rules-users");
});
afterAll(() => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (admin) => {
    await setDoc(doc(admin.firestore(), raviPath), {
      ...profile("ravi"),
      createdAt: new Date(),
    });
  });
});

describe("creating a profile", () => {
  it("lets a user create their own e-mail profile with admin false", async () => {
    await assertSucceeds(setDoc(doc(asha(), ashaPath), profile("asha")));
  });

  it("lets a user create their own Google profile with admin false", async () => {
    await assertSucceeds(setDoc(doc(asha(), ashaPath), googleProfile("asha")));
  });

  it("refuses a profile that makes its owner an admin, or leaves admin out", async () => {
    await assertFails(setDoc(doc(asha(), ashaPath), { ...profile("asha"), admin: true }));
    await assertFails(setDoc(doc(asha(), ashaPath), { ...profile("asha"), admin: "false" }));
    const withoutAdmin: Partial<ReturnType<typeof profile>> = profile("asha");
    delete withoutAdmin.admin;
    await assertFails(setDoc(doc(asha(), ashaPath), withoutAdmin));
  });

  it("refuses a profile for someone else, or from a visitor who is not signed in", async () => {
    await assertFails(setDoc(doc(asha(), binaPath), profile("bina")));
    await assertFails(setDoc(doc(anonymous(), ashaPath), profile("asha")));
  });

  it("refuses fields beyond the profile's own", async () => {
    await assertFails(setDoc(doc(asha(), ashaPath), { ...profile("asha"), credit: 1000 }));
    await assertFails(setDoc(doc(asha(), ashaPath), { ...profile("asha"), role: "admin" }));
  });

  it("refuses a uid, e-mail or provider that is not the signed-in user's", async () => {
    await assertFails(setDoc(doc(asha(), ashaPath), { ...profile("asha"), uid: "ravi" }));
    await assertFails(
      setDoc(doc(asha(), ashaPath), {
        ...profile("asha"),
        email: "ravi@example.in",
      }),
    );
    await assertFails(setDoc(doc(asha(), ashaPath), { ...profile("asha"), provider: "github" }));
  });

  it("refuses a creation time chosen by the browser", async () => {
    await assertFails(
      setDoc(doc(asha(), ashaPath), {
        ...profile("asha"),
        createdAt: new Date(2020, 0, 1),
      }),
    );
  });

  it("refuses fields of the wrong type or size", async () => {
    const create = (patch: Record<string, unknown>) =>
      setDoc(doc(asha(), ashaPath), { ...profile("asha"), ...patch });
    await assertFails(create({ name: "x".repeat(101) }));
    await assertFails(create({ firstName: 42 }));
    await assertFails(create({ phone: "9".repeat(21) }));
    await assertFails(create({ photoURL: 7 }));
  });
});

describe("changing a profile", () => {
  it("lets the owner save a delivery address", async () => {
    await assertSucceeds(
      updateDoc(doc(ravi(), raviPath), {
        address: "12 MG Road, Pune",
        pincode: "411001",
        addressInfo: {
          name: "Ravi",
          phone: "9876543210",
          address: "12 MG Road",
          pincode: "411001",
        },
      }),
    );
  });

  it("lets the owner change their names, phone and photo", async () => {
    await assertSucceeds(
      updateDoc(doc(ravi(), raviPath), {
        name: "Ravi K",
        displayName: "Ravi K",
        firstName: "Ravi",
        lastName: "K",
        phone: "9123456780",
        photoURL: "https://example.in/r.png",
      }),
    );
  });

  it("never lets anyone make themselves an admin", async () => {
    await assertFails(updateDoc(doc(ravi(), raviPath), { admin: true }));
    await assertFails(
      setDoc(doc(ravi(), raviPath), { ...profile("ravi"), admin: true }, { merge: true }),
    );
  });

  it("never changes uid, createdAt, provider or email", async () => {
    await assertFails(updateDoc(doc(ravi(), raviPath), { uid: "someone" }));
    await assertFails(updateDoc(doc(ravi(), raviPath), { createdAt: new Date(0) }));
    await assertFails(updateDoc(doc(ravi(), raviPath), { provider: "google" }));
    await assertFails(updateDoc(doc(ravi(), raviPath), { email: "new@example.in" }));
  });

  it("refuses unknown fields and badly shaped values", async () => {
    await assertFails(updateDoc(doc(ravi(), raviPath), { credit: 1000 }));
    await assertFails(updateDoc(doc(ravi(), raviPath), { pincode: "4110011" }));
    await assertFails(
      updateDoc(doc(ravi(), raviPath), {
        addressInfo: { name: "Ravi", paid: true },
      }),
    );
    await assertFails(updateDoc(doc(ravi(), raviPath), { addressInfo: "12 MG Road" }));
  });

  it("refuses changes to someone else's profile, or by a signed-out visitor", async () => {
    await assertFails(updateDoc(doc(asha(), raviPath), { phone: "9000000000" }));
    await assertFails(updateDoc(doc(anonymous(), raviPath), { phone: "9000000000" }));
  });

  it("refuses deleting a profile, even one's own", async () => {
    await assertFails(deleteDoc(doc(ravi(), raviPath)));
  });
});

describe("the saved delivery address (addressInfo)", () => {
  // The bounds of addressSchema in functions/src/domain/schemas.ts.
  const bounds = { name: 100, phone: 20, address: 500, pincode: 6 } as const;
  const fields = Object.keys(bounds) as (keyof typeof bounds)[];
  const saved = { name: "Ravi", phone: "9876543210", address: "12 MG Road", pincode: "411001" };
  const atBounds = Object.fromEntries(fields.map((f) => [f, "x".repeat(bounds[f])]));
  const save = (addressInfo: unknown) => updateDoc(doc(ravi(), raviPath), { addressInfo });

  it("allows every field at its largest", async () => {
    await assertSucceeds(save(atBounds));
    await assertSucceeds(
      setDoc(doc(asha(), ashaPath), {
        ...profile("asha"),
        addressInfo: atBounds,
      }),
    );
  });

  it.each(fields)("refuses addressInfo.%s one character over", async (field) => {
    await assertFails(save({ ...saved, [field]: "x".repeat(bounds[field] + 1) }));
    await assertFails(
      setDoc(doc(asha(), ashaPath), {
        ...profile("asha"),
        addressInfo: { ...atBounds, [field]: "x".repeat(bounds[field] + 1) },
      }),
    );
  });

  it.each(
    fields.flatMap((field) =>
      [411001, true, null, ["12 MG Road"], { line1: "12 MG Road" }].map(
        (value) => [field, JSON.stringify(value), value] as const,
      ),
    ),
  )("refuses addressInfo.%s = %s, not text", async (field, _shown, value) => {
    await assertFails(save({ ...saved, [field]: value }));
  });

  it.each<[string, unknown]>([
    ["an extra key", { ...saved, paid: true }],
    ["an admin key", { ...saved, admin: true }],
    ["a nested map under a new key", { ...saved, extra: { deep: { deeper: "x" } } }],
    ["a missing key", { name: "Ravi", phone: "9876543210", address: "12 MG Road" }],
    ["no keys at all", {}],
    ["a list", ["Ravi", "9876543210", "12 MG Road", "411001"]],
    ["null", null],
  ])("refuses an address with %s", async (_case, addressInfo) => {
    await assertFails(save(addressInfo));
  });
});

describe("reading profiles", () => {
  it("lets the owner read their profile, and see that a new one is absent", async () => {
    await assertSucceeds(getDoc(doc(ravi(), raviPath)));
    // Google sign-in checks for the profile before creating it.
    await assertSucceeds(getDoc(doc(asha(), ashaPath)));
  });

  it("hides a profile from other users and from visitors", async () => {
    await assertFails(getDoc(doc(asha(), raviPath)));
    await assertFails(getDoc(doc(anonymous(), raviPath)));
  });

  it("never lists the users collection", async () => {
    await assertFails(getDocs(collection(ravi(), COLLECTIONS.users)));
    await assertFails(getDocs(collection(anonymous(), COLLECTIONS.users)));
  });
});
