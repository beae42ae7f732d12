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

  it.each<[string, unknown, string]>([
    ["nothing at all", undefined, "Please fill in all required fields"],
    ["a blank name", { ...good, fullName: "   " }, "Please fill in all required fields"],
    ["no e-mail", { ...good, email: "" }, "Please fill in all required fields"],
    ["a blank message", { ...good, message: "\n " }, "Please fill in all required fields"],
    [
      "a malformed e-mail beside a blank message",
      { ...good, email: "ravi@example", message: "" },
      "Please fill in all required fields",
    ],
    [
      "an e-mail without a dot",
      { ...good, email: "ravi@example" },
      "Please enter a valid email address",
    ],
    [
      "an e-mail with a space",
      { ...good, email: "ra vi@example.in" },
      "Please enter a valid email address",
    ],
    [
      "an e-mail without an @",
      { ...good, email: "ravi.example.in" },
      "Please enter a valid email address",
    ],
    [
      "an oversize message",
      { ...good, message: "x".repeat(5001) },
      "Please keep this under 5000 characters.",
    ],
    [
      "an oversize name",
      { ...good, fullName: "x".repeat(101) },
      "Please keep this under 100 characters.",
    ],
    [
      "an oversize subject",
      { ...good, subject: "x".repeat(151) },
      "Please keep this under 150 characters.",
    ],
    [
      "an oversize phone",
      { ...good, phone: "9".repeat(21) },
      "Please keep this under 20 characters.",
    ],
    ["a name that is not text", { ...good, fullName: 42 }, "Please fill in all required fields"],
  ])("refuses %s", (_case, input, message) => {
    expect(checkContactMessage(input)).toEqual({ ok: false, message });
  });
});
