import { describe, expect, it } from "vitest";
import {
  addressSchema,
  contactMessageSchema,
  firstIssue,
  isCleanText,
  placeOrderInputSchema,
  registerSchema,
} from "..";

const line = { productId: "semiAutomatic-1", variantKey: "Motar_Compatible", quantity: 1 };
const requestId = "0b8f5c0e-7d1a-4c3e-9a57-2f4d6b8e1c90";

function messageOf(result: { success: boolean; error?: Parameters<typeof firstIssue>[0] }) {
  return result.success || !result.error ? "ok" : firstIssue(result.error);
}

describe("placeOrderInputSchema", () => {
  it("strips a price or amount a client adds", () => {
    const parsed = placeOrderInputSchema.parse({
      items: [{ ...line, price: 1 }],
      amount: 1,
      requestId,
    });
    expect(parsed).toEqual({ items: [line], requestId });
  });

  it.each([
    [{}, "Your cart is empty!"],
    [{ items: [], requestId }, "Your cart is empty!"],
    [{ items: [{ ...line, variantKey: "Gold" }], requestId }, "Invalid product variant."],
    [
      { items: [{ ...line, quantity: "1" }], requestId },
      "Invalid input: expected number, received string",
    ],
    [{ items: [{ ...line, quantity: 100 }], requestId }, "You can order at most 99 of one item."],
    [{ items: [line] }, "Please try placing your order again."],
    [{ items: [line], requestId: "short" }, "Please try placing your order again."],
    [
      { items: [line], requestId: "../../users/x/Orders/y-0000" },
      "Please try placing your order again.",
    ],
  ])("refuses %o with %p", (input, message) => {
    expect(messageOf(placeOrderInputSchema.safeParse(input))).toBe(message);
  });
});

describe("addressSchema", () => {
  const good = {
    name: " Asha ",
    phone: "9876543210",
    address: "12 MG Road, Pune",
    city: "Pune",
    state: "Maharashtra",
    pincode: "411001",
  };

  it("trims and accepts a full address, with no GSTIN from an older client", () => {
    expect(addressSchema.parse(good)).toEqual({ ...good, name: "Asha", gstin: "" });
  });

  it("takes a business buyer's GSTIN in capitals", () => {
    expect(addressSchema.parse({ ...good, gstin: " 27aapfu0939f1zv " }).gstin).toBe(
      "27AAPFU0939F1ZV",
    );
  });

  it.each([
    [{ ...good, name: "  " }, "Please fill in all delivery address details."],
    [{ ...good, address: undefined }, "Please fill in all delivery address details."],
    [{ ...good, city: undefined }, "Please fill in all delivery address details."],
    [{ ...good, state: "" }, "Please fill in all delivery address details."],
    [{ ...good, state: "Bombay" }, "Please choose your state from the list."],
    [{ ...good, phone: "12345" }, "Please enter a valid 10-digit mobile number."],
    [{ ...good, pincode: "01234" }, "Please enter a valid 6-digit pincode."],
    [
      { ...good, state: "Karnataka" },
      "This pincode is not in Karnataka. Please check the pincode and the state.",
    ],
    [{ ...good, gstin: "27AAPFU0939F1Z" }, "Enter a GSTIN of 15 characters, like 27AAPFU0939F1ZV."],
    [
      { ...good, gstin: "27AAPFU0939F1ZA" },
      "This GSTIN's last character does not match the rest: check it for a typo.",
    ],
  ])("refuses %o", (input, message) => {
    expect(messageOf(addressSchema.safeParse(input))).toBe(message);
  });

  it("names the pincode as the field that disagrees with the state", () => {
    const result = addressSchema.safeParse({ ...good, state: "Goa", pincode: "560038" });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([["pincode"]]);
  });
});

describe("the text rule (isCleanText)", () => {
  it.each(["Asha Rao", "आशा राव", "ಆಶಾ", "क्‍ष (ZWJ)", "💧 Tank 1", "₹798.00", "O'Brien-Smith"])(
    "accepts what a person types: %s",
    (text) => {
      expect(isCleanText(text)).toBe(true);
      expect(isCleanText(text, true)).toBe(true);
    },
  );

  it.each([
    "\uD800",
    "a\uDFFFb",
    "\uDC00\uD800",
    "\u0000",
    "\u001b[31m",
    "\u007f",
    "\u0085",
    "\u2028",
    "\u2029",
    "\u202Egnp.exe",
    "\u2066x",
  ])("refuses %j in one line and in many", (unusable) => {
    expect(isCleanText(`ok ${unusable} ok`)).toBe(false);
    expect(isCleanText(`ok ${unusable} ok`, true)).toBe(false);
  });

  it("lets line breaks and tabs into a multi-line field only", () => {
    expect(isCleanText("one\r\ntwo\tthree", true)).toBe(true);
    expect(isCleanText("one\ntwo")).toBe(false);
  });

  it("keeps the address's line breaks and names the field it refuses", () => {
    const address = {
      name: "Asha",
      phone: "9876543210",
      address: "12 MG Road\nPune",
      city: "Pune",
      state: "Maharashtra",
      pincode: "411001",
    };
    expect(addressSchema.parse(address).address).toBe("12 MG Road\nPune");
    expect(messageOf(addressSchema.safeParse({ ...address, name: "As\uD800ha" }))).toBe(
      "Please remove unsupported characters from Full Name.",
    );
    expect(messageOf(addressSchema.safeParse({ ...address, address: "12\u0000 MG Road" }))).toBe(
      "Please remove unsupported characters from Address.",
    );
  });
});

describe("contactMessageSchema", () => {
  const good = { fullName: "Ravi", email: "ravi@example.in", message: "Does it fit a 1 HP pump?" };

  it("fills optional fields with empty text", () => {
    expect(contactMessageSchema.parse(good)).toEqual({
      ...good,
      phone: "",
      subject: "",
      website: "",
    });
  });

  it.each([
    [{ ...good, fullName: " " }, "Please fill in all required fields"],
    [{ ...good, message: "" }, "Please fill in all required fields"],
    [{ ...good, email: "" }, "Please fill in all required fields"],
    [{ ...good, email: "ravi@example" }, "Please enter a valid email address"],
    [{ ...good, email: "ra vi@example.in" }, "Please enter a valid email address"],
    [{ ...good, message: "x".repeat(5001) }, "Please keep this under 5000 characters."],
    [{ ...good, message: "Hi\uD800" }, "Please remove unsupported characters from Message."],
    [{ ...good, subject: "\u202Efdp.exe" }, "Please remove unsupported characters from Subject."],
    [{ ...good, fullName: "Ravi\u0000" }, "Please remove line breaks and tabs from Full Name."],
  ])("refuses %o", (input, message) => {
    expect(messageOf(contactMessageSchema.safeParse(input))).toBe(message);
  });
});

describe("registerSchema", () => {
  it("trims names", () => {
    const parsed = registerSchema.parse({
      firstName: " Asha ",
      lastName: " Rao",
      phone: "+91 9876543210",
      email: "asha@example.in",
      password: "secret1",
    });
    expect([parsed.firstName, parsed.lastName]).toEqual(["Asha", "Rao"]);
  });
});
