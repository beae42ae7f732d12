import type { Mock } from "vitest";
import type { AdminOrder } from "../api/adminOrder";

/** A paid order for the console's action tests, and answers for their mocked callable. */
export function adminOrderFixture(
  invokeCallable: Mock<(name: string, data: unknown) => Promise<unknown>>,
) {
  const ORDER: AdminOrder = {
    uid: "shopper1",
    orderId: "ORD-2026-1764000000000-AB23",
    userID: "shopper1",
    items: [],
    amount: 399_00,
    currency: "INR",
    status: "paid",
    createdAt: new Date("2026-11-24T04:30:00Z"),
    addressInfo: {
      name: "Asha",
      phone: "9876543210",
      address: "1 MG Road",
      city: "Bengaluru",
      state: "Karnataka",
      pincode: "560001",
      gstin: "",
    },
  };

  /** A callable answer the test settles by hand. */
  function pendingAnswer() {
    const answer = { resolve: (_value: unknown) => {} };
    invokeCallable.mockImplementationOnce(
      () => new Promise((resolve) => (answer.resolve = resolve)),
    );
    return answer;
  }

  const refusal = (code: string, message: string) =>
    Object.assign(new Error(message), { code: `functions/${code}` });
  return { ORDER, pendingAnswer, refusal };
}
