import { describe, expect, it } from "vitest";
import { CALLABLES, MESSAGES, refusalFor } from "..";

describe("the callable contracts", () => {
  it.each(Object.entries(CALLABLES))("%s is named as it is keyed", (key, contract) => {
    expect(contract.name).toBe(key);
  });

  it.each(Object.values(CALLABLES))("$name refuses bad input in the server's words", (contract) => {
    expect(refusalFor(contract, "invalid-argument", "Fix this.")).toBe("Fix this.");
    expect(refusalFor(contract, "internal", "INTERNAL")).toBeUndefined();
  });

  it("reads a placed order and rejects one missing a field or in rupees", () => {
    const placed = { orderId: "ORD-2026-1767225600000-K7QZ", amount: 79800 };
    expect(CALLABLES.placeOrder.output.parse({ ...placed, extra: 1 })).toEqual(placed);
    expect(CALLABLES.placeOrder.output.safeParse({ orderId: placed.orderId }).success).toBe(false);
    expect(CALLABLES.placeOrder.output.safeParse({ ...placed, amount: 798.5 }).success).toBe(false);
  });

  it("explains a contact form with a blank required field by that, whatever comes first", () => {
    const contact = CALLABLES.sendContactMessage;
    const result = contact.input.safeParse({ fullName: "Ravi", email: "not-an-address" });
    expect(result.success).toBe(false);
    if (!result.success) expect(contact.issueText(result.error)).toBe(MESSAGES.requiredContact);
  });
});
