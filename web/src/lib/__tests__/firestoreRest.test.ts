import { describe, expect, it } from "vitest";
import { documentsUrl, fromRestFields, fromRestValue, urlPath } from "../firestoreRest";

describe("fromRestValue: a REST field value as the SDK would hand it over", () => {
  it.each([
    ["a string", { stringValue: "Smart Controller" }, "Smart Controller"],
    ["an integer (sent as text)", { integerValue: "79800" }, 79800],
    ["a double", { doubleValue: 1.5 }, 1.5],
    ["a boolean", { booleanValue: true }, true],
    ["null", { nullValue: null }, null],
    ["a timestamp", { timestampValue: "2026-11-22T10:05:00Z" }, new Date("2026-11-22T10:05:00Z")],
    ["an empty array", { arrayValue: {} }, []],
    ["an empty map", { mapValue: {} }, {}],
    ["a reference (nothing the shop stores)", { referenceValue: "projects/p/x" }, undefined],
  ])("%s", (_case, value, expected) => {
    expect(fromRestValue(value)).toEqual(expected);
  });

  it("reads maps inside arrays inside maps", () => {
    expect(
      fromRestFields({
        items: {
          arrayValue: {
            values: [
              {
                mapValue: {
                  fields: { quantity: { integerValue: "2" }, image: { stringValue: "/a.svg" } },
                },
              },
            ],
          },
        },
        addressInfo: { mapValue: { fields: { pincode: { stringValue: "560038" } } } },
      }),
    ).toEqual({ items: [{ quantity: 2, image: "/a.svg" }], addressInfo: { pincode: "560038" } });
  });

  it("reads a document with no fields as empty", () => {
    expect(fromRestFields(undefined)).toEqual({});
  });
});

describe("documentsUrl", () => {
  it("names the emulator's documents path in tests", () => {
    expect(documentsUrl("/users/u1:runQuery")).toBe(
      "http://127.0.0.1:8080/v1/projects/demo-shop/databases/(default)/documents/users/u1:runQuery",
    );
  });
});

describe("urlPath", () => {
  it.each([
    ["users/u1", "users/u1"],
    ["users/a b%", "users/a%20b%25"],
    ["users/u1/Orders/ORD-2026-1763805600123-K7QZ", "users/u1/Orders/ORD-2026-1763805600123-K7QZ"],
  ])("%s → %s", (path, expected) => {
    expect(urlPath(path)).toBe(expected);
  });
});
