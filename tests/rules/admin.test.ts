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
  setDoc,
  updateDoc,
  type Firestore,
} from "firebase/firestore";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  COLLECTIONS,
  PENDING_ORDER_TTL_MS,
  firestorePaths,
  orderOperatorsPath,
} from "@shop/domain";
import { rulesEnvironment, shopper } from "../support/rulesEnv";
import { ORDER_ID, consoleReads, defaultView, order, orderPath } from "./adminReads";

/**
 * The admin claim (docs/admin.md): an admin reads every order, profile,
 * contact message and webhook event the console shows, and writes nothing;
 * shoppers keep exactly their own. A profile that says admin: true without
 * the claim is nobody special.
 */
let env: RulesTestEnvironment;
const admin = () =>
  env
    .authenticatedContext("operator", { email: "operator@example.in", admin: true })
    .firestore() as unknown as Firestore;
/** Mallory's stored profile says admin: true (say an import wrote it); her token has no claim. */
const forged = () => shopper(env, "mallory").firestore() as unknown as Firestore;
const asha = () => shopper(env, "asha").firestore() as unknown as Firestore;
const ravi = () => shopper(env, "ravi").firestore() as unknown as Firestore;
const signedOut = () => env.unauthenticatedContext().firestore() as unknown as Firestore;
const claimAsText = () =>
  env
    .authenticatedContext("eve", { email: "eve@example.in", admin: "true" })
    .firestore() as unknown as Firestore;

beforeAll(async () => {
  env = await rulesEnvironment("demo-rules-admin");
});
afterAll(() => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await setDoc(doc(db, orderPath), order);
    await setDoc(doc(db, firestorePaths.user("asha")), { uid: "asha", admin: false });
    await setDoc(doc(db, firestorePaths.user("mallory")), { uid: "mallory", admin: true });
    await setDoc(doc(db, firestorePaths.user("operator")), { uid: "operator", admin: true });
    await setDoc(doc(db, firestorePaths.contactMessage("m1")), {
      fullName: "Ravi",
      status: "new",
      createdAt: new Date(),
    });
    await setDoc(doc(db, firestorePaths.razorpayEvent("evt_1")), {
      event: "order.paid",
      orderId: ORDER_ID,
    });
    await setDoc(doc(db, orderOperatorsPath("asha", ORDER_ID)), {
      actions: { k1: { uid: "operator", name: "Olga" } },
    });
  });
});

describe("an admin (the admin claim)", () => {
  it.each(consoleReads)("reads %s", async (_what, read) => {
    await assertSucceeds(read(admin()));
  });

  it("changes no order: not its status, its fulfilment, nor creates or deletes one", async () => {
    const db = admin();
    await assertFails(updateDoc(doc(db, orderPath), { status: "pending" }));
    await assertFails(updateDoc(doc(db, orderPath), { "fulfilment.stage": "shipped" }));
    await assertFails(updateDoc(doc(db, orderPath), { closed: { reason: "cancelled" } }));
    await assertFails(setDoc(doc(db, firestorePaths.userOrder("asha", "ORD-x")), order));
    await assertFails(deleteDoc(doc(db, orderPath)));
  });

  it("grants nobody admin through a profile, not even itself", async () => {
    const db = admin();
    await assertFails(updateDoc(doc(db, firestorePaths.user("asha")), { admin: true }));
    await assertFails(updateDoc(doc(db, firestorePaths.user("operator")), { admin: false }));
    await assertFails(updateDoc(doc(db, firestorePaths.user("asha")), { name: "Changed" }));
    await assertFails(deleteDoc(doc(db, firestorePaths.user("asha"))));
  });

  it("changes no contact message or webhook event", async () => {
    const db = admin();
    const message = doc(db, firestorePaths.contactMessage("m1"));
    await assertFails(updateDoc(message, { status: "read" }));
    await assertFails(deleteDoc(message));
    await assertFails(addDoc(collection(db, COLLECTIONS.contactMessages), { status: "new" }));
    await assertFails(
      updateDoc(doc(db, firestorePaths.razorpayEvent("evt_1")), { event: "refund.processed" }),
    );
    await assertFails(
      updateDoc(doc(db, orderOperatorsPath("asha", ORDER_ID)), { "actions.k1.name": "Eve" }),
    );
  });
});

describe("the console's default view", () => {
  it("lists paid and open unpaid orders, not superseded, cancelled or expired ones", async () => {
    const day = PENDING_ORDER_TTL_MS;
    const unpaid = (id: string, fields: Record<string, unknown>) => ({
      ...order,
      orderId: id,
      status: "pending",
      createdAt: new Date(Date.now() - 60_000),
      closed: null,
      ...fields,
    });
    const seeds: Record<string, Record<string, unknown>> = {
      "ORD-open": unpaid("ORD-open", {}),
      "ORD-superseded": unpaid("ORD-superseded", {
        closed: { reason: "superseded", at: new Date() },
      }),
      "ORD-cancelled": unpaid("ORD-cancelled", { closed: { reason: "cancelled", at: new Date() } }),
      "ORD-expired": unpaid("ORD-expired", { createdAt: new Date(Date.now() - day - 1000) }),
    };
    await env.withSecurityRulesDisabled(async (context) => {
      for (const [id, data] of Object.entries(seeds)) {
        await setDoc(doc(context.firestore(), firestorePaths.userOrder("asha", id)), data);
      }
    });

    const listed = await defaultView(admin());

    expect(listed.docs.map((d) => d.id)).toEqual(["ORD-open", ORDER_ID]);
  });
});

describe("anyone without the admin claim", () => {
  const others: [string, () => Firestore][] = [
    ["the order's owner", asha],
    ["another shopper", ravi],
    ["a signed-out visitor", signedOut],
    ["a shopper whose profile says admin: true", forged],
    ['a token whose admin claim is the text "true"', claimAsText],
  ];
  // The owner's own order and profile are hers to read (users.test.ts, orders.test.ts).
  const ownReads = new Set(["an order", "a customer's profile"]);

  it.each(
    others.flatMap(([who, client]) =>
      consoleReads
        .filter(([what]) => !(who === "the order's owner" && ownReads.has(what)))
        .map(([what, read]) => [who, what, client, read] as const),
    ),
  )("%s cannot read %s", async (_who, _what, client, read) => {
    await assertFails(read(client()));
  });

  it("the forged profile cannot write what an admin cannot either", async () => {
    const db = forged();
    await assertFails(updateDoc(doc(db, orderPath), { status: "paid" }));
    await assertFails(updateDoc(doc(db, firestorePaths.contactMessage("m1")), { status: "read" }));
    await assertFails(updateDoc(doc(db, firestorePaths.user("mallory")), { admin: false }));
  });
});
