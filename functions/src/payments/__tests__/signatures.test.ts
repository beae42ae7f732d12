/**
 * The shop's signature checks (signatures.ts) accept what Razorpay signs and
 * nothing else; the Razorpay emulator signs as Razorpay does (its own tests
 * check that against Razorpay's SDK), so its signatures stand for Razorpay's.
 */
import { checkoutSignature, webhookSignature } from "@shop/razorpay-emulator";
import { describe, expect, it } from "vitest";
import { checkoutSignatureValid, webhookSignatureValid } from "../signatures";

describe("checkoutSignatureValid", () => {
  const signature = checkoutSignature("order_A1", "pay_B2", "s3cret");

  it("accepts the signature of this order and payment", () => {
    expect(checkoutSignatureValid("order_A1", "pay_B2", signature, "s3cret")).toBe(true);
  });

  it("refuses it for another payment, truncated, or with another secret", () => {
    expect(checkoutSignatureValid("order_A1", "pay_B3", signature, "s3cret")).toBe(false);
    expect(checkoutSignatureValid("order_A1", "pay_B2", signature.slice(1), "s3cret")).toBe(false);
    expect(checkoutSignatureValid("order_A1", "pay_B2", signature, "other")).toBe(false);
  });
});

describe("webhookSignatureValid", () => {
  const body = JSON.stringify({ entity: "event", event: "order.paid" });
  const signature = webhookSignature(body, "hook");

  it("accepts the signature of the raw body", () => {
    expect(webhookSignatureValid(Buffer.from(body), signature, "hook")).toBe(true);
  });

  it("refuses a changed body or a missing signature", () => {
    expect(webhookSignatureValid(Buffer.from(`${body} `), signature, "hook")).toBe(false);
    expect(webhookSignatureValid(Buffer.from(body), undefined, "hook")).toBe(false);
  });

  it("refuses to verify with an empty secret", () => {
    expect(() => webhookSignatureValid(Buffer.from("x"), "ab", "")).toThrow(
      "Razorpay secret is not configured",
    );
  });
});
