import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const auth = vi.hoisted(() => ({
  currentUser: null as null | { uid: string; getIdToken: () => Promise<string> },
}));
vi.mock("../../../lib/firebase", () => ({ getAuthClient: () => Promise.resolve(auth) }));

const { readOrderOnce } = await import("../api/ordersRest");
const { orderWithFulfilmentFromData } = await import("../api/fulfilmentData");

const ORDER_ID = "ORD-2026-1795600000000-K7QZ";
const NAME = `projects/demo-shop/databases/(default)/documents/users/asha/Orders/${ORDER_ID}`;

/** An order as batchGet finds it. */
const found = {
  found: {
    name: NAME,
    fields: {
      orderId: { stringValue: ORDER_ID },
      userID: { stringValue: "asha" },
      status: { stringValue: "paid" },
      amount: { integerValue: "39900" },
      createdAt: { timestampValue: "2026-11-22T10:00:00Z" },
      fulfilment: { mapValue: { fields: { stage: { stringValue: "packed" } } } },
    },
  },
};

let fetchMock: ReturnType<typeof vi.fn>;
const answer = (body: unknown, status = 200) =>
  fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status }));

beforeEach(() => {
  auth.currentUser = { uid: "asha", getIdToken: () => Promise.resolve("token-asha") };
  fetchMock = vi.fn();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("readOrderOnce", () => {
  it("asks batchGet for the shopper's own order with their ID token", async () => {
    answer([found]);
    const order = await readOrderOnce("asha", ORDER_ID, orderWithFulfilmentFromData);
    expect(order).toMatchObject({ orderId: ORDER_ID, amount: 39900, status: "paid" });
    expect(order?.fulfilment?.stage).toBe("packed");
    expect(fetchMock).toHaveBeenCalledWith(
      "http://127.0.0.1:8080/v1/projects/demo-shop/databases/(default)/documents:batchGet",
      {
        method: "POST",
        headers: { authorization: "Bearer token-asha", "content-type": "application/json" },
        body: JSON.stringify({ documents: [NAME] }),
        // The REST read's time limit (lib/firestoreRest.ts) aborts it.
        signal: expect.any(AbortSignal) as AbortSignal,
      },
    );
  });

  it("answers null for an order the shopper does not have", async () => {
    answer([{ missing: NAME, readTime: "2026-11-23T00:00:00Z" }]);
    expect(await readOrderOnce("asha", ORDER_ID, orderWithFulfilmentFromData)).toBeNull();
  });

  it("refuses to read for anyone but the signed-in shopper", async () => {
    await expect(readOrderOnce("ravi", ORDER_ID, orderWithFulfilmentFromData)).rejects.toThrow(
      "not the signed-in shopper",
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("fails when Firestore refuses", async () => {
    answer({}, 403);
    await expect(readOrderOnce("asha", ORDER_ID, orderWithFulfilmentFromData)).rejects.toThrow(
      "HTTP 403",
    );
  });
});
