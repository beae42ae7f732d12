import { describe, expect, it, vi } from "vitest";
import { EMPTY_ADDRESS } from "@shop/domain";
import { profileAddress } from "../api/deliveryAddress";

vi.mock("../../../lib/firebase", () => ({ getFirestoreClient: vi.fn() }));

const saved = { name: "Asha Rao", phone: "9876543210", address: "12 Lake Road", pincode: "560038" };

describe("profileAddress: the checkout's prefill (spec §4)", () => {
  it.each([
    ["no profile", undefined, EMPTY_ADDRESS],
    ["a saved address", { firstName: "Asha", phone: "1", addressInfo: saved }, saved],
    [
      "registration details only",
      { firstName: "Asha", name: "Asha Rao", phone: "9876543210" },
      { name: "Asha", phone: "9876543210", address: "", pincode: "" },
    ],
    [
      "a Google profile (name, no first name)",
      { name: "Asha Rao", address: "12 Lake Road", pincode: "560038" },
      { name: "Asha Rao", phone: "", address: "12 Lake Road", pincode: "560038" },
    ],
    [
      "a saved address with no street, which does not count",
      { firstName: "Asha", phone: "9876543210", addressInfo: { ...saved, address: "" } },
      { name: "Asha", phone: "9876543210", address: "", pincode: "" },
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
