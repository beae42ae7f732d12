import { describe, expect, it } from "vitest";
import { readSeller } from "../seller";
import { SHOP_CONTACT } from "../shopContact";

describe("readSeller", () => {
  it("names the shop's legal name and address unless configured otherwise", () => {
    expect(readSeller({ VITE_SELLER_GSTIN: "29AAACA1234B1ZE" })).toEqual({
      legalName: SHOP_CONTACT.legalName,
      addressLines: [...SHOP_CONTACT.addressLines],
      gstin: "29AAACA1234B1ZE",
    });
    expect(
      readSeller({
        VITE_SELLER_GSTIN: " 07aaaca1234b1zk ",
        VITE_SELLER_LEGAL_NAME: "Tank Works LLP",
        VITE_SELLER_ADDRESS: "1 Ring Road | New Delhi 110001",
      }),
    ).toEqual({
      legalName: "Tank Works LLP",
      addressLines: ["1 Ring Road", "New Delhi 110001"],
      gstin: "07AAACA1234B1ZK",
    });
  });

  it.each([
    ["missing", undefined],
    ["blank", "  "],
    ["not a GSTIN", "29AAACA1234"],
  ])("has no GSTIN when VITE_SELLER_GSTIN is %s", (_case, gstin) => {
    expect(readSeller({ VITE_SELLER_GSTIN: gstin }).gstin).toBeUndefined();
  });

  it("reads the local GSTIN of web/.env.test", () => {
    expect(readSeller(import.meta.env).gstin).toBe("29AAACA1234B1ZE");
  });
});
