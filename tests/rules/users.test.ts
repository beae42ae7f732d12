import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from "@firebase/rules-unit-testing";
import {
  collection,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
} from "firebase/firestore";
import { afterAll, beforeAll, beforeEach, describe, it } from "vitest";
import { rulesEnvironment, shopper } from "../support/rulesEnv";

let env: RulesTestEnvironment;

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

beforeAll(async () => {
  env = await rulesEnvironment("demo-rules-users");
});
afterAll(() => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (admin) => {
    await setDoc(doc(admin.firestore(), "users/ravi"), {
      ...profile("ravi"),
      createdAt: new Date(),
    });
  });
});

describe("user profiles", () => {
  it("lets a user create their own profile with admin false", async () => {
    await assertSucceeds(
      setDoc(doc(shopper(env, "asha").firestore(), "users/asha"), profile("asha")),
    );
  });

  it("refuses a profile that makes its owner an admin", async () => {
    const db = shopper(env, "asha").firestore();
    await assertFails(setDoc(doc(db, "users/asha"), { ...profile("asha"), admin: true }));
  });

  it("refuses a profile for someone else, or with unknown fields", async () => {
    const db = shopper(env, "asha").firestore();
    await assertFails(setDoc(doc(db, "users/bina"), profile("bina")));
    await assertFails(setDoc(doc(db, "users/asha"), { ...profile("asha"), credit: 1000 }));
    await assertFails(
      setDoc(doc(env.unauthenticatedContext().firestore(), "users/asha"), profile("asha")),
    );
  });

  it("lets the owner change their address but never admin, uid, createdAt or provider", async () => {
    const db = shopper(env, "ravi").firestore();
    await assertSucceeds(
      updateDoc(doc(db, "users/ravi"), {
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
    await assertFails(updateDoc(doc(db, "users/ravi"), { admin: true }));
    await assertFails(updateDoc(doc(db, "users/ravi"), { uid: "someone" }));
    await assertFails(updateDoc(doc(db, "users/ravi"), { createdAt: new Date(0) }));
    await assertFails(updateDoc(doc(db, "users/ravi"), { provider: "google" }));
  });

  it("hides a profile from everybody but its owner", async () => {
    await assertSucceeds(getDoc(doc(shopper(env, "ravi").firestore(), "users/ravi")));
    await assertFails(getDoc(doc(shopper(env, "asha").firestore(), "users/ravi")));
    await assertFails(getDoc(doc(env.unauthenticatedContext().firestore(), "users/ravi")));
    await assertFails(getDocs(collection(shopper(env, "ravi").firestore(), "users")));
  });
});
