import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { collection, doc, getDoc, getDocs, setDoc, updateDoc } from "firebase/firestore";
import { describe, it } from "vitest";
import { COLLECTIONS } from "@shop/domain";
import { ashaPath, profile, raviPath, usersRulesSuite } from "./usersSuite";

const { asha, ravi, anonymous } = usersRulesSuite("demo-rules-users-read");

describe("the saved delivery address (addressInfo)", () => {
  // The bounds of addressSchema in functions/src/domain/schemas.ts.
  const bounds = {
    name: 100,
    phone: 20,
    address: 500,
    city: 100,
    state: 60,
    pincode: 6,
    gstin: 15,
  } as const;
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

  it("allows an address saved before City, State and GSTIN were asked", async () => {
    await assertSucceeds(save(saved));
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
