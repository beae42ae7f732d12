import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const auth = vi.hoisted(() => ({
  currentUser: null as null | { uid: string; getIdToken: () => Promise<string> },
}));
vi.mock("../../../lib/firebase", () => ({ getAuthClient: () => Promise.resolve(auth) }));

const { PAID_ORDERS_QUERY, ordersFromRows, readPaidOrders } = await import("../api/ordersRest");
const { orderWithFulfilmentFromData } = await import("../api/fulfilmentData");

/** A paid order exactly as the Firestore emulator's runQuery returns it. */
const row = {
  document: {
    name: "projects/demo-shop/databases/(default)/documents/users/asha/Orders/ORD-2026-1795600000000-K7QZ",
    fields: {
      orderId: { stringValue: "ORD-2026-1795600000000-K7QZ" },
      userID: { stringValue: "asha" },
      status: { stringValue: "paid" },
      amount: { integerValue: "79800" },
      currency: { stringValue: "INR" },
      createdAt: { timestampValue: "2026-11-22T10:00:00.123Z" },
      paidAt: { timestampValue: "2026-11-22T10:05:00Z" },
      paymentId: { stringValue: "pay_1" },
      razorpayOrderId: { stringValue: "order_Q1" },
      addressInfo: {
        mapValue: {
          fields: {
            name: { stringValue: "Asha" },
            phone: { stringValue: "9876543210" },
            address: { stringValue: "12 Lake Road" },
            pincode: { stringValue: "560038" },
          },
        },
      },
      items: {
        arrayValue: {
          values: [
            {
              mapValue: {
                fields: {
                  productId: { stringValue: "semiAutomatic-1" },
                  productName: { stringValue: "Smart Controller" },
                  variantKey: { stringValue: "Motar_Compatible" },
                  variantName: { stringValue: "Motar_Compatible" },
                  price: { integerValue: "39900" },
                  quantity: { integerValue: "2" },
                  lineTotal: { integerValue: "79800" },
                  image: { stringValue: "/images/smart-controller.svg" },
                },
              },
            },
          ],
        },
      },
    },
  },
  readTime: "2026-11-23T00:00:00Z",
};

describe("ordersFromRows", () => {
  it("turns a runQuery answer into the domain's paid orders", () => {
    expect(ordersFromRows([row])).toEqual([
      {
        orderId: "ORD-2026-1795600000000-K7QZ",
        userID: "asha",
        items: [
          {
            productId: "semiAutomatic-1",
            productName: "Smart Controller",
            variantKey: "Motar_Compatible",
            variantName: "Motar_Compatible",
            price: 39900,
            quantity: 2,
            lineTotal: 79800,
            image: "/images/smart-controller.svg",
          },
        ],
        amount: 79800,
        currency: "INR",
        status: "paid",
        createdAt: new Date("2026-11-22T10:00:00.123Z"),
        addressInfo: {
          name: "Asha",
          phone: "9876543210",
          address: "12 Lake Road",
          city: "",
          state: "",
          pincode: "560038",
          gstin: "",
        },
        razorpayOrderId: "order_Q1",
        paymentId: "pay_1",
        paidAt: new Date("2026-11-22T10:05:00Z"),
      },
    ]);
  });

  it("reads fulfilment and refunds over REST with My Orders' reader", () => {
    const shipped = {
      document: {
        ...row.document,
        fields: {
          ...row.document.fields,
          fulfilment: {
            mapValue: {
              fields: {
                stage: { stringValue: "shipped" },
                shipment: {
                  mapValue: {
                    fields: {
                      carrier: { stringValue: "Delhivery" },
                      trackingNumber: { stringValue: "1234567890" },
                    },
                  },
                },
                updatedAt: { timestampValue: "2026-11-24T09:00:00Z" },
              },
            },
          },
          refunds: {
            mapValue: {
              fields: {
                rfnd_1: {
                  mapValue: {
                    fields: {
                      amount: { integerValue: "50000" },
                      state: { stringValue: "pending" },
                      requestedAt: { timestampValue: "2026-11-24T10:00:00Z" },
                    },
                  },
                },
              },
            },
          },
        },
      },
    };
    const [order] = ordersFromRows([shipped], orderWithFulfilmentFromData);
    expect(order?.fulfilment).toEqual({
      stage: "shipped",
      shipment: { carrier: "Delhivery", trackingNumber: "1234567890" },
      updatedAt: new Date("2026-11-24T09:00:00Z"),
    });
    expect(order?.refunds?.rfnd_1).toMatchObject({ amount: 50000, state: "pending" });
    // Checkout's reader (the default) leaves them out.
    expect(ordersFromRows([shipped])[0]).not.toHaveProperty("fulfilment");
  });

  it("reads an answer with no match (a row with only a readTime) as no orders", () => {
    expect(ordersFromRows([{ readTime: "2026-11-23T00:00:00Z" } as never])).toEqual([]);
  });

  it("leaves out a document that is not an order", () => {
    const broken = { document: { ...row.document, fields: { status: { stringValue: "paid" } } } };
    expect(ordersFromRows([broken, row])).toHaveLength(1);
  });

  it("takes the id from the document's name when the order has none", () => {
    const fields = Object.fromEntries(
      Object.entries(row.document.fields).filter(([key]) => key !== "orderId"),
    );
    const [order] = ordersFromRows([{ document: { ...row.document, fields } }]);
    expect(order?.orderId).toBe("ORD-2026-1795600000000-K7QZ");
  });
});

describe("readPaidOrders", () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    auth.currentUser = { uid: "asha", getIdToken: () => Promise.resolve("token-asha") };
    fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify([row]), { status: 200 })));
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("runs spec §7's query, with COD orders (docs/cod.md), under the shopper's own document, with their ID token", async () => {
    const orders = await readPaidOrders("asha");
    expect(orders.map((o) => o.orderId)).toEqual(["ORD-2026-1795600000000-K7QZ"]);
    expect(fetchMock).toHaveBeenCalledWith(
      "http://127.0.0.1:8080/v1/projects/demo-shop/databases/(default)/documents/users/asha:runQuery",
      {
        method: "POST",
        headers: { authorization: "Bearer token-asha", "content-type": "application/json" },
        body: JSON.stringify(PAID_ORDERS_QUERY),
        signal: expect.any(AbortSignal) as AbortSignal,
      },
    );
    expect(PAID_ORDERS_QUERY.structuredQuery).toEqual({
      from: [{ collectionId: "Orders" }],
      where: {
        fieldFilter: {
          field: { fieldPath: "status" },
          op: "IN",
          value: { arrayValue: { values: [{ stringValue: "paid" }, { stringValue: "cod" }] } },
        },
      },
      orderBy: [{ field: { fieldPath: "createdAt" }, direction: "DESCENDING" }],
    });
  });

  it("refuses to read someone else's orders", async () => {
    await expect(readPaidOrders("ravi")).rejects.toThrow("not the signed-in shopper");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("fails when the rules refuse the query", async () => {
    fetchMock.mockResolvedValueOnce(new Response("{}", { status: 403 }));
    await expect(readPaidOrders("asha")).rejects.toThrow("Firestore answered HTTP 403");
  });
});
