/**
 * Every Firestore collection and path the functions, the web and the tests' helpers use; what a
 * rename must also touch outside the code is listed in docs/architecture.md.
 */
export const COLLECTIONS = {
  /** users/{uid}: the shopper's profile. */
  users: "users",
  /** users/{uid}/Orders/{orderId}; also the collection id of collection-group queries. */
  orders: "Orders",
  contactMessages: "ContactMessages",
  rateLimits: "rateLimits",
  razorpayEvents: "razorpayEvents",
  razorpayOrders: "razorpayOrders",
  razorpayOrderClaims: "razorpayOrderClaims",
  orderGuards: "orderGuards",
  /** The order e-mails' retry queue: functions only. */
  orderEmailRetries: "orderEmailRetries",
} as const;

export type CollectionName = (typeof COLLECTIONS)[keyof typeof COLLECTIONS];

/** Firestore's own limit on a document id, in bytes (UTF-8). */
const MAX_ID_BYTES = 1500;

/**
 * An id that names one document: a "/" would step into another collection,
 * "." and ".." are not ids, and __name__ is reserved by Firestore.
 */
export function isDocumentId(value: unknown): value is string {
  return (
    typeof value === "string" &&
    value.length > 0 &&
    !value.includes("/") &&
    value !== "." &&
    value !== ".." &&
    !/^__.*__$/.test(value) &&
    new TextEncoder().encode(value).length <= MAX_ID_BYTES
  );
}

/** Throws: ids from outside are checked by their handler first, so a bad one here is a bug. */
function id(value: string, what: string): string {
  if (!isDocumentId(value)) throw new Error(`${what} is not a usable Firestore document id`);
  return value;
}

const { users, orders } = COLLECTIONS;

export const firestorePaths = {
  user: (uid: string) => `${users}/${id(uid, "uid")}`,
  userOrders: (uid: string) => `${firestorePaths.user(uid)}/${orders}`,
  userOrder: (uid: string, orderId: string) =>
    `${firestorePaths.userOrders(uid)}/${id(orderId, "orderId")}`,
  contactMessage: (messageId: string) =>
    `${COLLECTIONS.contactMessages}/${id(messageId, "messageId")}`,
  rateLimit: (key: string) => `${COLLECTIONS.rateLimits}/${id(key, "rate-limit key")}`,
  razorpayEvent: (eventId: string) => `${COLLECTIONS.razorpayEvents}/${id(eventId, "eventId")}`,
  razorpayOrder: (razorpayOrderId: string) =>
    `${COLLECTIONS.razorpayOrders}/${id(razorpayOrderId, "razorpayOrderId")}`,
  /** One claim per shop order: {uid}_{orderId}. */
  razorpayOrderClaim: (uid: string, orderId: string) =>
    `${COLLECTIONS.razorpayOrderClaims}/${id(`${id(uid, "uid")}_${id(orderId, "orderId")}`, "claim")}`,
  orderGuard: (uid: string) => `${COLLECTIONS.orderGuards}/${id(uid, "uid")}`,
  /** One entry per order e-mail that may need another attempt: {uid}_{orderId}_{key}. */
  orderEmailRetry: (uid: string, orderId: string, key: string) =>
    `${COLLECTIONS.orderEmailRetries}/${id(`${id(uid, "uid")}_${id(orderId, "orderId")}_${key}`, "e-mail retry")}`,
} as const;

/**
 * rateLimits/{key} of one account's calls of one callable (docs/architecture.md "Rate limits");
 * kept out of firestorePaths, which the web carries whole.
 */
export function callRateLimitKey(callable: string, uid: string): string {
  return `${id(callable, "callable")}_uid_${id(uid, "uid")}`;
}

export function callRateLimitPath(callable: string, uid: string): string {
  return firestorePaths.rateLimit(callRateLimitKey(callable, uid));
}

/**
 * orderOperators/{uid}_{orderId}: who made each console action (admins only; the shopper's order
 * says "shop").
 */
export function orderOperatorsPath(uid: string, orderId: string): string {
  return `orderOperators/${id(`${id(uid, "uid")}_${id(orderId, "orderId")}`, "order operators")}`;
}
