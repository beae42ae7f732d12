import { describe, expect, it } from "vitest";
import {
  INDIAN_STATES,
  financialYear,
  gstinCheckCharacter,
  gstinProblem,
  pincodeInState,
  rupeesInWords,
  serialNumber,
  stateByCode,
} from "..";

describe("Indian states", () => {
  it("has every state and union territory once, each with its GST code", () => {
    expect(INDIAN_STATES).toHaveLength(36);
    expect(new Set(INDIAN_STATES.map((s) => s.code)).size).toBe(36);
    expect(stateByCode("29")?.name).toBe("Karnataka");
    expect(stateByCode("07")?.name).toBe("Delhi");
    expect(stateByCode("28")).toBeUndefined();
  });

  it.each([
    ["560038", "Karnataka", true],
    ["560038", "Kerala", false],
    ["110001", "Delhi", true],
    ["403001", "Goa", true],
    ["403001", "Maharashtra", true],
    ["605001", "Puducherry", true],
    ["744101", "Andaman and Nicobar Islands", true],
    ["194101", "Ladakh", true],
    ["999999", "Delhi", false],
    ["056003", "Karnataka", false],
    ["56003", "Karnataka", false],
    ["560038", "Atlantis", false],
  ])("pincode %s in %s: %s", (pincode, state, inside) => {
    expect(pincodeInState(pincode, state)).toBe(inside);
  });

  it("gives every state a range and every first digit 1-8 a state", () => {
    for (const s of INDIAN_STATES) expect(s.pincodes.length).toBeGreaterThan(0);
    for (const prefix of ["110", "226", "302", "380", "411", "462", "500", "600", "700", "800"]) {
      expect(INDIAN_STATES.some((s) => pincodeInState(`${prefix}001`, s.name))).toBe(true);
    }
  });
});

describe("GSTIN", () => {
  it("computes GSTN's check character", () => {
    expect(gstinCheckCharacter("27AAPFU0939F1Z")).toBe("V");
    expect(gstinCheckCharacter("29AAGCB7383J1Z")).toBe("4");
  });

  it.each([
    ["27AAPFU0939F1ZV", undefined],
    [
      "27AAPFU0939F1ZW",
      "This GSTIN's last character does not match the rest: check it for a typo.",
    ],
    ["28AAPFU0939F1ZV", "Enter a GSTIN of 15 characters, like 27AAPFU0939F1ZV."],
    ["27AAPFU0939F1Z", "Enter a GSTIN of 15 characters, like 27AAPFU0939F1ZV."],
    ["27aapfu0939f1zv", "Enter a GSTIN of 15 characters, like 27AAPFU0939F1ZV."],
  ])("%s: %s", (gstin, problem) => {
    expect(gstinProblem(gstin)).toBe(problem);
  });
});

describe("invoice serials", () => {
  it.each([
    ["2026-03-31T18:29:59.999Z", "25-26"],
    ["2026-03-31T18:30:00.000Z", "26-27"],
    ["2026-11-26T10:00:00.000Z", "26-27"],
    ["2099-12-31T00:00:00.000Z", "99-00"],
  ])("%s falls in financial year %s (India time)", (at, year) => {
    expect(financialYear(new Date(at))).toBe(year);
  });

  it("is at most 16 characters", () => {
    expect(serialNumber("AS", "26-27", 42)).toBe("AS/26-27/000042");
    expect(serialNumber("CN", "26-27", 1)).toBe("CN/26-27/000001");
    expect(serialNumber("ASX", "26-27", 999_999)).toHaveLength(16);
  });
});

describe("rupeesInWords", () => {
  it.each([
    [0, "Rupees Zero Only"],
    [100, "Rupees One Only"],
    [149_950, "Rupees One Thousand Four Hundred Ninety-Nine and Fifty Paise Only"],
    [1_000_000, "Rupees Ten Thousand Only"],
    [
      12_345_678_90,
      "Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight and Ninety Paise Only",
    ],
    [250_000_000_00, "Rupees Twenty-Five Crore Only"],
    [2_500_000_000_00, "Rupees Two Hundred Fifty Crore Only"],
    [5, "Rupees Zero and Five Paise Only"],
  ])("%i paise: %s", (paise, text) => {
    expect(rupeesInWords(paise)).toBe(text);
  });
});
