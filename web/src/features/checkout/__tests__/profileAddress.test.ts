import { describe, expect, it, vi } from "vitest";
import { EMPTY_ADDRESS } from "@shop/domain";
import { profileAddress } from "../api/deliveryAddress";

vi.mock("../../../lib/firebase", () => ({ getFirestoreClient: vi.fn() }));

const saved = { name: "Asha Rao", phone: "9876543210", address: "12 Lake Road", pincode: "560038" };

describe("profileAddress: the checkout's prefill (spec §4)", () => {
  it.each([
    ["no profile", undefined, EMPTY_ADDRESS],
    // Saved before City, State and GSTIN were asked: the form asks for them (checkoutAddress).
    [
      "a saved address",
      { firstName: "Asha", phone: "1", addressInfo: saved },
      { ...EMPTY_ADDRESS, ...saved },
    ],
    [
      "a saved address with its city, state and GSTIN",
      {
        addressInfo: { ...saved, city: "Bengaluru", state: "Karnataka", gstin: "29AAGCB7383J1Z4" },
      },
      { ...saved, city: "Bengaluru", state: "Karnataka", gstin: "29AAGCB7383J1Z4" },
    ],
    [
      "registration details only",
      { firstName: "Asha", name: "Asha Rao", phone: "9876543210" },
      { ...EMPTY_ADDRESS, name: "Asha", phone: "9876543210" },
    ],
    [
      "a Google profile (name, no first name)",
      { name: "Asha Rao", address: "12 Lake Road", pincode: "560038" },
      { ...EMPTY_ADDRESS, name: "Asha Rao", address: "12 Lake Road", pincode: "560038" },
    ],
    [
      "a saved address with no street, which does not count",
      { firstName: "Asha", phone: "9876543210", addressInfo: { ...saved, address: "" } },
      { ...EMPTY_ADDRESS, name: "Asha", phone: "9876543210" },
    ],
    [
      "fields of the wrong type",
      { firstName: 7, phone: null, addressInfo: "12 Lake Road" },
      EMPTY_ADDRESS,
    ],
  ])("from %s", (_case, profile, expected) => {
    expect(profileAddress(profile as Record<string, unknown> | undefined)).toEqual(expected);
  });
});
