import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { firestorePaths, orderOperatorsPath } from "../../domain";
import { adminAdvanceOrder } from "../../index";
import { db } from "../../lib/firestore";
import { usePaymentKit } from "../../payments/__tests__/paymentKit";
import { OPERATOR, asha, ashasOrder, callAsAdmin, newKey, paidOrder } from "./adminKit";
import { refund } from "./refundKit";

const kit = usePaymentKit({ deliverWebhooks: false });

const operators = async (orderId: string) =>
  (await db().doc(orderOperatorsPath(asha.uid, orderId)).get()).get("actions") as Record<
    string,
    unknown
  >;

describe("the operator of each console action", () => {
  it("is named where only admins read, and the shopper's order holds no operator uid", async () => {
    await db().doc(firestorePaths.user(OPERATOR)).set({ uid: OPERATOR, name: "Olga Rao" });
    const { orderId } = await paidOrder(kit);
    const packKey = newKey();
    await callAsAdmin(adminAdvanceOrder, {
      uid: asha.uid,
      orderId,
      requestKey: packKey,
      to: "packed",
    });
    const refundKey = newKey();
    const made = await refund(orderId, 10000, refundKey);

    expect(await operators(orderId)).toEqual({
      [packKey]: { uid: OPERATOR, name: "Olga Rao", at: expect.any(Timestamp) },
      [refundKey]: { uid: OPERATOR, name: "Olga Rao", at: expect.any(Timestamp) },
    });
    const order = await ashasOrder(orderId);
    expect(order?.history).toMatchObject([
      { kind: "packed", by: "shop", requestKey: packKey },
      { kind: "refund-requested", by: "shop", requestKey: refundKey },
      // Razorpay answers the refund processed, which the same call records.
      { kind: "refund-processed" },
    ]);
    expect(order?.refunds[made.refundId]).toMatchObject({ requestedBy: "shop" });
    expect(JSON.stringify(order)).not.toContain(OPERATOR);
    expect(JSON.stringify(order)).not.toContain("Olga");
  });

  it("is named by the token's e-mail when the operator has no profile name", async () => {
    const { orderId } = await paidOrder(kit);
    const requestKey = newKey();
    await callAsAdmin(adminAdvanceOrder, { uid: asha.uid, orderId, requestKey, to: "packed" });
    expect(await operators(orderId)).toEqual({
      [requestKey]: { uid: OPERATOR, name: `${OPERATOR}@example.in`, at: expect.any(Timestamp) },
    });
  });
});
