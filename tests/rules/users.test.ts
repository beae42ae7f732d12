import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { deleteDoc, doc, setDoc, updateDoc } from "firebase/firestore";
import { describe, it } from "vitest";
import {
  ashaPath,
  binaPath,
  googleProfile,
  profile,
  raviPath,
  usersRulesSuite,
} from "./usersSuite";

const { asha, ravi, anonymous } = usersRulesSuite("demo-rules-users");

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
