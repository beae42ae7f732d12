import { describe, expect, it } from "vitest";
import { checkContactMessage } from "..";

const good = {
  fullName: "Ravi Kumar",
  email: "ravi@example.in",
  message: "Does it fit a 1 HP pump?",
};

describe("checkContactMessage", () => {
  it("accepts a complete message, trimmed, with empty optional fields", () => {
    expect(checkContactMessage({ ...good, fullName: "  Ravi Kumar " })).toEqual({
      ok: true,
      value: { ...good, phone: "", subject: "", website: "" },
    });
  });

  it("keeps phone, subject and the honeypot as given", () => {
    const input = { ...good, phone: "98765 43210", subject: "Wiring", website: "spam.example" };
    expect(checkContactMessage(input)).toEqual({ ok: true, value: input });
  });

  it.each<[string, unknown, string, string[]]>([
    [
      "nothing at all",
      undefined,
      "Please fill in all required fields",
      ["fullName", "email", "message"],
    ],
    [
      "a blank name",
      { ...good, fullName: "   " },
      "Please fill in all required fields",
      ["fullName"],
    ],
    ["no e-mail", { ...good, email: "" }, "Please fill in all required fields", ["email"]],
    [
      "a blank message",
      { ...good, message: "\n " },
      "Please fill in all required fields",
      ["message"],
    ],
    [
      "a malformed e-mail beside a blank message",
      { ...good, email: "ravi@example", message: "" },
      "Please fill in all required fields",
      ["email", "message"],
    ],
    [
      "an e-mail without a dot",
      { ...good, email: "ravi@example" },
      "Please enter a valid email address",
      ["email"],
    ],
    [
      "an e-mail with a space",
      { ...good, email: "ra vi@example.in" },
      "Please enter a valid email address",
      ["email"],
    ],
    [
      "an e-mail without an @",
      { ...good, email: "ravi.example.in" },
      "Please enter a valid email address",
      ["email"],
    ],
    [
      "an oversize message",
      { ...good, message: "x".repeat(5001) },
      "Please keep this under 5000 characters.",
      ["message"],
    ],
    [
      "an oversize name",
      { ...good, fullName: "x".repeat(101) },
      "Please keep this under 100 characters.",
      ["fullName"],
    ],
    [
      "an oversize subject",
      { ...good, subject: "x".repeat(151) },
      "Please keep this under 150 characters.",
      ["subject"],
    ],
    [
      "an oversize phone",
      { ...good, phone: "9".repeat(21) },
      "Please keep this under 20 characters.",
      ["phone"],
    ],
    [
      "a name that is not text",
      { ...good, fullName: 42 },
      "Please fill in all required fields",
      ["fullName"],
    ],
    ["a stuffed honeypot alone", { ...good, website: "x".repeat(201) }, expect.any(String), []],
  ])("refuses %s, naming the fields at fault in form order", (_case, input, message, fields) => {
    expect(checkContactMessage(input)).toEqual({ ok: false, message, fields });
  });
});
