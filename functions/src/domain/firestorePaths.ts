/** Every collection and path the code uses (a rename's other edits: docs/architecture.md). */
export const COLLECTIONS = {
  users: "users",
  /** users/{uid}/Orders/{orderId}; also the collection id of collection-group queries. */
  orders: "Orders",
  contactMessages: "ContactMessages",
  rateLimits: "rateLimits",
  razorpayEvents: "razorpayEvents",
  razorpayOrders: "razorpayOrders",
  razorpayOrderClaims: "razorpayOrderClaims",
  orderGuards: "orderGuards",
  /** codGuards/{uid}: the shopper's one open cash on delivery order (docs/cod.md). */
  codGuards: "codGuards",
  orderEmailRetries: "orderEmailRetries",
  /** Invoices and credit notes, by number ("/" as "-"); their serial counters (docs/invoices.md). */
  taxDocuments: "taxDocuments",
  taxCounters: "taxCounters",
  /** catalog/{productId}: the owner's price and stock per variant; catalogChanges: their history. */
  catalog: "catalog",
  catalogChanges: "catalogChanges",
  /** discountCodes/{code}, with shoppers/{uid} counting one account's uses (docs/discounts.md). */
  discountCodes: "discountCodes",
  /** stockAlerts/{productId}_{variantKey}_{uid}: one "Notify me" request (docs/stock.md). */
  stockAlerts: "stockAlerts",
} as const;

/** Firestore's rules for an id naming one document ("/" would step into another collection). */
export function isDocumentId(value: unknown): value is string {
  return (
    typeof value === "string" &&
    value.length > 0 &&
    !value.includes("/") &&
    value !== "." &&
    value !== ".." &&
    !/^__.*__$/.test(value) &&
    new TextEncoder().encode(value).length <= 1500
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
  codGuard: (uid: string) => `${COLLECTIONS.codGuards}/${id(uid, "uid")}`,
  /** One entry per order e-mail that may need another attempt: {uid}_{orderId}_{key}. */
  orderEmailRetry: (uid: string, orderId: string, key: string) =>
    `${COLLECTIONS.orderEmailRetries}/${id(`${id(uid, "uid")}_${id(orderId, "orderId")}_${key}`, "e-mail retry")}`,
  /** AS/26-27/000042 is stored as taxDocuments/AS-26-27-000042. */
  taxDocument: (number: string) =>
    `${COLLECTIONS.taxDocuments}/${id(number.replaceAll("/", "-"), "document number")}`,
  taxCounter: (series: string, year: string) =>
    `${COLLECTIONS.taxCounters}/${id(`${series}-${year}`, "tax counter")}`,
  catalogEntry: (productId: string) => `${COLLECTIONS.catalog}/${id(productId, "productId")}`,
  /** One entry per console save, by its request key (a repeat finds it). */
  catalogChange: (requestKey: string) =>
    `${COLLECTIONS.catalogChanges}/${id(requestKey, "request key")}`,
  discountCode: (code: string) => `${COLLECTIONS.discountCodes}/${id(code, "discount code")}`,
  discountShopper: (code: string, uid: string) =>
    `${firestorePaths.discountCode(code)}/shoppers/${id(uid, "uid")}`,
  stockAlert: (productId: string, variantKey: string, uid: string) =>
    `${COLLECTIONS.stockAlerts}/${id(`${id(productId, "productId")}_${id(variantKey, "variantKey")}_${id(uid, "uid")}`, "stock alert")}`,
} as const;

/** rateLimits/{key} of one account's calls of one callable; kept out of firestorePaths (web). */
export function callRateLimitKey(callable: string, uid: string): string {
  return `${id(callable, "callable")}_uid_${id(uid, "uid")}`;
}

export function callRateLimitPath(callable: string, uid: string): string {
  return firestorePaths.rateLimit(callRateLimitKey(callable, uid));
}

/** Who made each console action (admins only; the shopper's order says "shop"). */
export function orderOperatorsPath(uid: string, orderId: string): string {
  return `orderOperators/${id(`${id(uid, "uid")}_${id(orderId, "orderId")}`, "order operators")}`;
}
