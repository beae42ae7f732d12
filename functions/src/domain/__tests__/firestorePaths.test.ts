import { describe, expect, it } from "vitest";
import { COLLECTIONS, callRateLimitPath, firestorePaths, isDocumentId } from "..";

const ORDER = "ORD-2026-1763805600123-K7QZ";

describe("Firestore paths", () => {
  it.each([
    [firestorePaths.user("asha"), "users/asha"],
    [firestorePaths.userOrders("asha"), "users/asha/Orders"],
    [firestorePaths.userOrder("asha", ORDER), `users/asha/Orders/${ORDER}`],
    [firestorePaths.contactMessage("m1"), "ContactMessages/m1"],
    [firestorePaths.rateLimit("contact_ip_203.0.113.7"), "rateLimits/contact_ip_203.0.113.7"],
    [callRateLimitPath("placeOrder", "asha"), "rateLimits/placeOrder_uid_asha"],
    [firestorePaths.razorpayEvent("evt_1"), "razorpayEvents/evt_1"],
    [firestorePaths.razorpayOrder("order_Abc123Def456Gh"), "razorpayOrders/order_Abc123Def456Gh"],
    [firestorePaths.razorpayOrderClaim("asha", ORDER), `razorpayOrderClaims/asha_${ORDER}`],
    [firestorePaths.orderGuard("asha"), "orderGuards/asha"],
    [
      firestorePaths.orderEmailRetry("asha", ORDER, "refund:rfnd_1"),
      `orderEmailRetries/asha_${ORDER}_refund:rfnd_1`,
    ],
    [firestorePaths.taxDocument("AS/26-27/000042"), "taxDocuments/AS-26-27-000042"],
    [firestorePaths.taxCounter("CN", "26-27"), "taxCounters/CN-26-27"],
  ])("%s", (built, expected) => {
    expect(built).toBe(expected);
  });

  it("names the Orders subcollection for collection-group and REST queries", () => {
    expect(COLLECTIONS.orders).toBe("Orders");
  });

  it.each([
    ["asha", true],
    ["contact_ip_2001:db8:abcd:12::_64", true],
    ["x".repeat(1500), true],
    ["x".repeat(1501), false],
    ["é".repeat(751), false],
    ["", false],
    ["asha/Orders/x", false],
    ["../other", false],
    [".", false],
    ["..", false],
    ["__name__", false],
    [42, false],
    [undefined, false],
  ])("isDocumentId(%j) is %p", (value, expected) => {
    expect(isDocumentId(value)).toBe(expected);
  });

  it.each([
    () => firestorePaths.user("asha/Orders"),
    () => firestorePaths.user(""),
    () => firestorePaths.userOrder("asha", "../../users/ravi/Orders/x"),
    () => firestorePaths.razorpayEvent("__evt__"),
    () => firestorePaths.rateLimit(".."),
    () => firestorePaths.razorpayOrderClaim("asha/x", ORDER),
    () => firestorePaths.orderEmailRetry("asha", ORDER, "refund:x/y"),
    () => callRateLimitPath("placeOrder", "asha/x"),
  ])("refuses an id that is not one document's (%#)", (build) => {
    expect(build).toThrow("is not a usable Firestore document id");
  });
});
