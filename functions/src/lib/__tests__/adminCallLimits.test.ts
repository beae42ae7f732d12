/**
 * The console's callables past their per-operator limits (domain/callables.ts):
 * no order moved, no refund asked of Razorpay, no message marked.
 */
import { randomUUID } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { describe, it } from "vitest";
import { firestorePaths } from "../../domain";
import {
  adminAdvanceOrder,
  adminCancelOrder,
  adminRefundOrder,
  adminSetMessageStatus,
} from "../../index";
import { asha, paidOrder } from "../../admin/__tests__/adminKit";
import { usePaymentKit } from "../../payments/__tests__/paymentKit";
import type { TestCaller } from "../../testing/harness";
import { db } from "../firestore";
import { expectLimitHolds, type LimitCase } from "./callLimitKit";

const kit = usePaymentKit({ deliverWebhooks: false });
const olga: TestCaller = { uid: "olga", provider: "google.com", admin: true };
const oscar: TestCaller = { uid: "oscar", provider: "google.com", admin: true };

/** One of Asha's orders, paid, named as the console names it. */
async function ashasPaidOrder() {
  const { orderId } = await paidOrder(kit);
  return { uid: asha.uid, orderId, requestKey: randomUUID() };
}

async function newContactMessage() {
  const messageId = randomUUID();
  await db().doc(firestorePaths.contactMessage(messageId)).set({
    fullName: "Ravi Kumar",
    email: "ravi@example.in",
    message: "Does the Smart Controller work with a 1 HP pump?",
    createdAt: Timestamp.now(),
    status: "new",
  });
  return messageId;
}

const operators = { caller: olga, other: oscar };

const cases: LimitCase[] = [
  {
    name: "adminAdvanceOrder",
    fn: adminAdvanceOrder,
    ...operators,
    prepare: async () => ({ ...(await ashasPaidOrder()), to: "packed" }),
  },
  {
    name: "adminCancelOrder",
    fn: adminCancelOrder,
    ...operators,
    prepare: async () => ({ ...(await ashasPaidOrder()), reason: "Out of stock" }),
  },
  {
    name: "adminRefundOrder",
    fn: adminRefundOrder,
    ...operators,
    prepare: async () => ({ ...(await ashasPaidOrder()), amount: 10000 }),
  },
  {
    name: "adminSetMessageStatus",
    fn: adminSetMessageStatus,
    ...operators,
    prepare: async () => ({ messageId: await newContactMessage(), status: "read" }),
  },
];

describe("the console's callables, one operator calling too often", () => {
  it.each(cases.map((c) => [c.name, c] as const))(
    "%s: refuses the call past the limit before any work, other operators and a later window go through",
    async (_name, c) => {
      await expectLimitHolds(c, kit);
    },
  );
});
