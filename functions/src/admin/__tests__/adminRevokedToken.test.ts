/**
 * An operator whose admin claim was revoked (`npm run admin -- revoke`: the
 * claim removed and the refresh tokens revoked) still holds an ID token that
 * says admin for up to an hour. The money actions verify that token against
 * revocation on the Auth emulator and refuse it: no refund asked of Razorpay,
 * the order as it was.
 */
import { getAuth } from "firebase-admin/auth";
import { describe, expect, it } from "vitest";
import { ADMIN_MESSAGES } from "../../domain";
import { adminCancelOrder, adminRefundOrder } from "../../index";
import { usePaymentKit } from "../../payments/__tests__/paymentKit";
import { callAs, idTokenFor, type TestCaller } from "../../testing/harness";
import { asha, ashasOrder, newKey, paidOrder, refusal, rejection } from "./adminKit";
import { razorpayRefunded } from "./refundKit";

const kit = usePaymentKit({ deliverWebhooks: false });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A fresh operator account per test, so a revocation reaches no other test's token. */
const newOperator = (): TestCaller => ({
  uid: `rev${newKey().slice(0, 8)}`,
  provider: "google.com",
  admin: true,
});

describe("the money actions and a revoked operator", () => {
  it("refund and cancel refuse a token issued before the revocation, though it says admin", async () => {
    const { orderId, paymentId } = await paidOrder(kit);
    const rhea = newOperator();
    const idToken = await idTokenFor(rhea, false);
    const order = { uid: asha.uid, orderId };
    const refund = () =>
      callAs(adminRefundOrder, rhea, { ...order, requestKey: newKey(), amount: 100 }, { idToken });
    // Before: the token works.
    expect(await refund()).toMatchObject({ amount: 100 });

    // Revocation counts from the next whole second after the token's sign-in.
    await sleep(1100);
    await getAuth().setCustomUserClaims(rhea.uid, null);
    await getAuth().revokeRefreshTokens(rhea.uid);
    const before = await ashasOrder(orderId);

    expect(await rejection(refund())).toMatchObject(
      refusal("permission-denied", ADMIN_MESSAGES.notAdmin),
    );
    const cancel = callAs(adminCancelOrder, rhea, { ...order, requestKey: newKey() }, { idToken });
    expect(await rejection(cancel)).toMatchObject(
      refusal("permission-denied", ADMIN_MESSAGES.notAdmin),
    );
    expect(razorpayRefunded(kit, paymentId)).toBe(100);
    expect(await ashasOrder(orderId)).toEqual(before);
  });

  it("refuses a money action whose request carries no ID token, or another account's", async () => {
    const { orderId, paymentId } = await paidOrder(kit);
    const rhea = newOperator();
    const shopper = await idTokenFor({ uid: `shop${newKey().slice(0, 8)}` }, false);
    const data = { uid: asha.uid, orderId, requestKey: newKey(), amount: 100 };
    for (const idToken of ["", "not-a-token", shopper]) {
      expect(await rejection(callAs(adminRefundOrder, rhea, data, { idToken }))).toMatchObject(
        refusal("permission-denied", ADMIN_MESSAGES.notAdmin),
      );
    }
    expect(razorpayRefunded(kit, paymentId)).toBe(0);
  });
});
