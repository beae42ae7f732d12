import { serverTimestamp } from "firebase/firestore";
import { callRateLimitPath, firestorePaths, orderOperatorsPath } from "@shop/domain";

/**
 * The security rules matrix's table (matrix.test.ts): every collection, who
 * may do what to it, and the documents each attempt uses.
 */
export type Actor = "anonymous" | "owner" | "other" | "admin";
export type Operation = "get" | "list" | "create" | "update" | "delete";
export const actors: Actor[] = ["anonymous", "owner", "other", "admin"];
export const operations: Operation[] = ["get", "list", "create", "update", "delete"];

export interface Target {
  name: string;
  /** The existing document every read, update and delete aims at. */
  path: string;
  seed: Record<string, unknown>;
  /** The document every actor tries to create (the seeded one is removed first), and its data. */
  create: { path: string; data: Record<string, unknown> };
  update: Record<string, unknown>;
  allowed: Partial<Record<Actor, Operation[]>>;
}

const profile = (uid: string) => ({
  uid,
  name: "Test Shopper",
  email: `${uid}@example.in`,
  photoURL: null,
  provider: "password",
  createdAt: serverTimestamp(),
  admin: false,
});

export const targets: Target[] = [
  {
    name: "users/{uid}",
    path: firestorePaths.user("owner"),
    seed: { ...profile("owner"), createdAt: new Date() },
    // Everybody tries to create the owner's profile; only the owner may.
    create: { path: firestorePaths.user("owner"), data: profile("owner") },
    update: { phone: "9876543210" },
    allowed: { owner: ["get", "create", "update"], admin: ["get", "list"] },
  },
  {
    name: "users/{uid}/Orders/{orderId}",
    path: firestorePaths.userOrder("owner", "ORD-2026-1763805600123-K7QZ"),
    seed: {
      orderId: "ORD-2026-1763805600123-K7QZ",
      userID: "owner",
      amount: 39900,
      status: "pending",
    },
    create: {
      path: firestorePaths.userOrder("owner", "ORD-2026-1763805600123-K7QZ"),
      data: { userID: "owner", amount: 1, status: "paid" },
    },
    update: { status: "paid", paymentId: "pay_fake" },
    allowed: { owner: ["get", "list"], admin: ["get", "list"] },
  },
  {
    name: "ContactMessages/{id}",
    path: firestorePaths.contactMessage("m1"),
    seed: { fullName: "Ravi", email: "ravi@example.in", message: "Hi", status: "new" },
    create: { path: firestorePaths.contactMessage("m1"), data: { fullName: "x", status: "new" } },
    update: { status: "read" },
    allowed: { admin: ["get", "list"] },
  },
  {
    name: "razorpayEvents/{eventId}",
    path: firestorePaths.razorpayEvent("evt_1"),
    seed: { event: "order.paid" },
    create: { path: firestorePaths.razorpayEvent("evt_1"), data: { event: "order.paid" } },
    update: { event: "payment.failed" },
    allowed: { admin: ["get", "list"] },
  },
  {
    name: "rateLimits/{key}",
    path: firestorePaths.rateLimit("ip:203.0.113.7"),
    seed: { count: 5 },
    create: { path: firestorePaths.rateLimit("ip:203.0.113.7"), data: { count: 0 } },
    update: { count: 0 },
    allowed: {},
  },
  {
    // An account's own call counter (its entry in functions/src/domain/callables.ts): its owner
    // may not read it, reset it or fill another's, or the limit is theirs to lift.
    name: "rateLimits/{callable}_uid_{uid}",
    path: callRateLimitPath("placeOrder", "owner"),
    seed: { hits: [Date.now()] },
    create: { path: callRateLimitPath("startPayment", "owner"), data: { hits: [] } },
    update: { hits: [] },
    allowed: {},
  },
  {
    // The index the webhook trusts to find an order: a forged entry would pay someone else's.
    name: "razorpayOrders/{razorpayOrderId}",
    path: firestorePaths.razorpayOrder("order_Abc123Def456Gh"),
    seed: { uid: "owner", orderId: "ORD-2026-1795000000000-K7QZ" },
    create: {
      path: firestorePaths.razorpayOrder("order_Forged00000001"),
      data: { uid: "owner", orderId: "x" },
    },
    update: { uid: "intruder" },
    allowed: {},
  },
  {
    name: "orderGuards/{uid}",
    path: firestorePaths.orderGuard("owner"),
    seed: { requests: {} },
    create: { path: firestorePaths.orderGuard("intruder"), data: { requests: {} } },
    update: { requests: {} },
    allowed: {},
  },
  {
    name: "codGuards/{uid}",
    path: firestorePaths.codGuard("owner"),
    seed: { orderId: "ORD-2026-1795000000000-K7QZ" },
    create: { path: firestorePaths.codGuard("intruder"), data: { orderId: "x" } },
    update: { orderId: "ORD-x" },
    allowed: {},
  },
  {
    name: "razorpayOrderClaims/{claimId}",
    path: firestorePaths.razorpayOrderClaim("owner", "ORD-2026-1795000000000-K7QZ"),
    seed: { id: "c1", at: 0 },
    create: {
      path: firestorePaths.razorpayOrderClaim("owner", "ORD-x"),
      data: { id: "c2", at: 0 },
    },
    update: { at: 1 },
    allowed: {},
  },
  {
    // Who made each console action: admins read it, nobody writes it (a
    // forged entry would put words in an operator's name).
    name: "orderOperators/{uid}_{orderId}",
    path: orderOperatorsPath("owner", "ORD-2026-1795000000000-K7QZ"),
    seed: { actions: { k1: { uid: "operator", name: "Olga" } } },
    create: { path: orderOperatorsPath("owner", "ORD-x"), data: { actions: {} } },
    update: { actions: {} },
    allowed: { admin: ["get", "list"] },
  },
  {
    // The order e-mails' retry queue: a forged entry would make the server e-mail someone.
    name: "orderEmailRetries/{retryId}",
    path: firestorePaths.orderEmailRetry("owner", "ORD-2026-1795000000000-K7QZ", "confirmation"),
    seed: { uid: "owner", orderId: "ORD-2026-1795000000000-K7QZ", key: "confirmation", dueAt: 0 },
    create: {
      path: firestorePaths.orderEmailRetry("owner", "ORD-x", "shipped"),
      data: { uid: "owner", orderId: "ORD-x", key: "shipped", dueAt: 0 },
    },
    update: { dueAt: 1 },
    allowed: {},
  },
  {
    // An invoice: its buyer reads it (a list only by its own uid: below), nobody changes it.
    name: "taxDocuments/{number}",
    path: firestorePaths.taxDocument("AS/26-27/000001"),
    seed: { uid: "owner", kind: "invoice", number: "AS/26-27/000001", totals: { gross: 39900 } },
    create: {
      path: firestorePaths.taxDocument("AS/26-27/000002"),
      data: { uid: "owner", kind: "invoice", number: "AS/26-27/000002" },
    },
    update: { totals: { gross: 1 } },
    allowed: { owner: ["get"], admin: ["get", "list"] },
  },
  {
    // A forged counter would repeat or skip a serial number.
    name: "taxCounters/{series}-{year}",
    path: firestorePaths.taxCounter("AS", "26-27"),
    seed: { last: 41 },
    create: { path: firestorePaths.taxCounter("CN", "26-27"), data: { last: 0 } },
    update: { last: 0 },
    allowed: {},
  },
  {
    // The owner's prices and stock: every product page reads them; only the functions write.
    name: "catalog/{productId}",
    path: firestorePaths.catalogEntry("semiAutomatic-1"),
    seed: { variants: { Motar_Compatible: { price: 39900, stock: 5, held: 0, active: true } } },
    create: { path: firestorePaths.catalogEntry("SemiAutomatic-2"), data: { variants: {} } },
    update: { "variants.Motar_Compatible.stock": 100 },
    allowed: {
      anonymous: ["get", "list"],
      owner: ["get", "list"],
      other: ["get", "list"],
      admin: ["get", "list"],
    },
  },
  {
    // Who changed a price or stock: the console's history.
    name: "catalogChanges/{requestKey}",
    path: firestorePaths.catalogChange("k-00000001"),
    seed: { productId: "semiAutomatic-1", by: { uid: "operator", name: "Olga" } },
    create: { path: firestorePaths.catalogChange("k-00000002"), data: { productId: "x" } },
    update: { by: { uid: "owner", name: "Owner" } },
    allowed: { admin: ["get", "list"] },
  },
  {
    // Discount codes: shoppers learn one only by typing it (checkDiscount); the console lists.
    name: "discountCodes/{code}",
    path: firestorePaths.discountCode("FESTIVE10"),
    seed: { code: "FESTIVE10", kind: "percent", value: 10, used: 2, active: true },
    create: { path: firestorePaths.discountCode("FREE100"), data: { kind: "percent", value: 90 } },
    update: { used: 0 },
    allowed: { admin: ["get", "list"] },
  },
  {
    // One account's uses of a code: a forged count would lift its per-shopper limit.
    name: "discountCodes/{code}/shoppers/{uid}",
    path: firestorePaths.discountShopper("FESTIVE10", "owner"),
    seed: { used: 1 },
    create: { path: firestorePaths.discountShopper("FESTIVE10", "other"), data: { used: 0 } },
    update: { used: 0 },
    allowed: { admin: ["get", "list"] },
  },
  {
    // "Notify me" requests hold shoppers' e-mail addresses: not even their owner reads one.
    name: "stockAlerts/{alertId}",
    path: firestorePaths.stockAlert("semiAutomatic-1", "Motar_Compatible", "owner"),
    seed: { uid: "owner", email: "owner@example.in", sentAt: null },
    create: {
      path: firestorePaths.stockAlert("semiAutomatic-1", "Starter_Compatible", "owner"),
      data: { uid: "owner", email: "owner@example.in", sentAt: null },
    },
    update: { sentAt: null, email: "other@example.in" },
    allowed: {},
  },
];
