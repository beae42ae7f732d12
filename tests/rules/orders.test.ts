import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from "@firebase/rules-unit-testing";
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
} from "firebase/firestore";
import { afterAll, beforeAll, beforeEach, describe, it } from "vitest";
import { rulesEnvironment, shopper } from "../support/rulesEnv";
import { firestorePaths } from "@shop/domain";

let env: RulesTestEnvironment;
const orderPath = firestorePaths.userOrder("asha", "ORD-2026-1763805600123-K7QZ");
const pendingOrder = {
  orderId: "ORD-2026-1763805600123-K7QZ",
  userID: "asha",
  items: [],
  amount: 39900,
  currency: "INR",
  status: "pending",
};

beforeAll(async () => {
  env = await rulesEnvironment("demo-rules-orders");
});
afterAll(() => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (admin) => {
    await setDoc(doc(admin.firestore(), orderPath), pendingOrder);
    await setDoc(doc(admin.firestore(), firestorePaths.contactMessage("m1")), {
      fullName: "Ravi",
      status: "new",
    });
    await setDoc(doc(admin.firestore(), firestorePaths.razorpayEvent("evt_1")), {
      type: "order.paid",
    });
  });
});

describe("orders", () => {
  it("lets the owner read an order and query their paid orders", async () => {
    const db = shopper(env, "asha").firestore();
    await assertSucceeds(getDoc(doc(db, orderPath)));
    await assertSucceeds(
      getDocs(
        query(collection(db, firestorePaths.userOrders("asha")), where("status", "==", "paid")),
      ),
    );
  });

  it("hides an order from other users and anonymous visitors", async () => {
    await assertFails(getDoc(doc(shopper(env, "ravi").firestore(), orderPath)));
    await assertFails(
      getDocs(collection(shopper(env, "ravi").firestore(), firestorePaths.userOrders("asha"))),
    );
    await assertFails(getDoc(doc(env.unauthenticatedContext().firestore(), orderPath)));
  });

  it("lets no client create, price, pay or delete an order, not even its owner", async () => {
    const db = shopper(env, "asha").firestore();
    await assertFails(
      setDoc(
        doc(db, firestorePaths.userOrder("asha", "ORD-2026-1763805600999-AAAA")),
        pendingOrder,
      ),
    );
    await assertFails(addDoc(collection(db, firestorePaths.userOrders("asha")), pendingOrder));
    await assertFails(updateDoc(doc(db, orderPath), { status: "paid" }));
    await assertFails(updateDoc(doc(db, orderPath), { amount: 100 }));
    await assertFails(updateDoc(doc(db, orderPath), { paymentId: "pay_fake" }));
    await assertFails(deleteDoc(doc(db, orderPath)));
  });
});

describe("server-only collections", () => {
  it.each([firestorePaths.contactMessage("m1"), firestorePaths.razorpayEvent("evt_1")])(
    "no shopper or visitor reads or writes %s (admins read: admin.test.ts)",
    async (path) => {
      for (const db of [
        shopper(env, "asha").firestore(),
        env.unauthenticatedContext().firestore(),
      ]) {
        await assertFails(getDoc(doc(db, path)));
        await assertFails(setDoc(doc(db, path), { status: "new" }));
        await assertFails(deleteDoc(doc(db, path)));
      }
      await assertFails(
        addDoc(collection(env.unauthenticatedContext().firestore(), "ContactMessages"), {
          fullName: "x",
        }),
      );
    },
  );
});
