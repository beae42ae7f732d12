import { DocumentReference } from "firebase-admin/firestore";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { firestorePaths } from "../../domain";
import { db } from "../../lib/firestore";
import { clearFirestore, type TestCaller } from "../../testing/harness";
import { attachRazorpayOrder, beginCheckout } from "../checkoutRepository";
import { ADDRESS, placePendingOrder } from "./paymentKit";

const asha: TestCaller = { uid: "asha", email: "asha@example.in" };

beforeEach(() => clearFirestore());

/**
 * Twenty parallel startPayment calls once met this: a call's claim create
 * loses to the holder's claim, and the holder stores its Razorpay order and
 * releases the claim before the call reads it. The call must then see the
 * order's Razorpay order, not fail on a claim that no longer exists.
 */
describe("beginCheckout when the claim it lost to is released before it looks", () => {
  it("answers the Razorpay order the holder stored", async () => {
    const orderId = await placePendingOrder(asha);
    const claimPath = firestorePaths.razorpayOrderClaim(asha.uid, orderId);
    await db().doc(claimPath).create({ id: "holder", at: Date.now() });
    const get = DocumentReference.prototype.get;
    vi.spyOn(DocumentReference.prototype, "get").mockImplementation(async function (
      this: DocumentReference,
    ) {
      if (this.path === claimPath) {
        // The holder finishes in between: its Razorpay order is stored, its claim gone.
        await db().doc(firestorePaths.userOrder(asha.uid, orderId)).update({
          razorpayOrderId: "order_HolderMade0001",
        });
        await db().doc(claimPath).delete();
      }
      return get.call(this);
    });

    const step = await beginCheckout(asha.uid, orderId, ADDRESS);

    expect(step).toMatchObject({ kind: "ready", razorpayOrderId: "order_HolderMade0001" });
  });
});

/**
 * CI met this too: a call reads the order before the holder stores its Razorpay order, and
 * creates its claim just after. The holder's claim must still stand, or a second Razorpay order
 * is made (and orphaned).
 */
describe("beginCheckout when the holder stores its Razorpay order after the call read the order", () => {
  it("answers the holder's Razorpay order instead of claiming again", async () => {
    const orderId = await placePendingOrder(asha);
    const claimPath = firestorePaths.razorpayOrderClaim(asha.uid, orderId);
    await db().doc(claimPath).create({ id: "holder", at: Date.now() });
    const create = DocumentReference.prototype.create;
    vi.spyOn(DocumentReference.prototype, "create").mockImplementation(async function (
      this: DocumentReference,
      data,
    ) {
      if (this.path === claimPath) {
        await attachRazorpayOrder(asha.uid, orderId, "holder", "order_HolderMade0002", ADDRESS);
      }
      return create.call(this, data);
    });

    const step = await beginCheckout(asha.uid, orderId, ADDRESS);

    expect(step).toMatchObject({ kind: "ready", razorpayOrderId: "order_HolderMade0002" });
  });
});
