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

/** Parts joined by "_"; throws: ids from outside are checked by their handler first, so a bad
 * one here is a bug. */
function id(...parts: string[]): string {
  const value = parts.join("_");
  if (!parts.every(isDocumentId) || !isDocumentId(value)) {
    throw new Error(`${JSON.stringify(value)} is not a usable Firestore document id`);
  }
  return value;
}

const C = COLLECTIONS;

export const firestorePaths = {
  user: (uid: string) => `${C.users}/${id(uid)}`,
  userOrders: (uid: string) => `${firestorePaths.user(uid)}/${C.orders}`,
  userOrder: (uid: string, orderId: string) => `${firestorePaths.userOrders(uid)}/${id(orderId)}`,
  contactMessage: (messageId: string) => `${C.contactMessages}/${id(messageId)}`,
  rateLimit: (key: string) => `${C.rateLimits}/${id(key)}`,
  razorpayEvent: (eventId: string) => `${C.razorpayEvents}/${id(eventId)}`,
  razorpayOrder: (razorpayOrderId: string) => `${C.razorpayOrders}/${id(razorpayOrderId)}`,
  razorpayOrderClaim: (uid: string, orderId: string) =>
    `${C.razorpayOrderClaims}/${id(uid, orderId)}`,
  orderGuard: (uid: string) => `${C.orderGuards}/${id(uid)}`,
  codGuard: (uid: string) => `${C.codGuards}/${id(uid)}`,
  /** One entry per order e-mail that may need another attempt. */
  orderEmailRetry: (uid: string, orderId: string, key: string) =>
    `${C.orderEmailRetries}/${id(uid, orderId, key)}`,
  /** AS/26-27/000042 is stored as taxDocuments/AS-26-27-000042. */
  taxDocument: (number: string) => `${C.taxDocuments}/${id(number.replaceAll("/", "-"))}`,
  taxCounter: (series: string, year: string) => `${C.taxCounters}/${id(`${series}-${year}`)}`,
  catalogEntry: (productId: string) => `${C.catalog}/${id(productId)}`,
  /** One entry per console save, by its request key (a repeat finds it). */
  catalogChange: (requestKey: string) => `${C.catalogChanges}/${id(requestKey)}`,
  discountCode: (code: string) => `${C.discountCodes}/${id(code)}`,
  discountShopper: (code: string, uid: string) =>
    `${firestorePaths.discountCode(code)}/shoppers/${id(uid)}`,
  stockAlert: (productId: string, variantKey: string, uid: string) =>
    `${C.stockAlerts}/${id(productId, variantKey, uid)}`,
} as const;

/** rateLimits/{key} of one account's calls of one callable; kept out of firestorePaths (web). */
export const callRateLimitKey = (callable: string, uid: string) => id(callable, "uid", uid);

export const callRateLimitPath = (callable: string, uid: string) =>
  firestorePaths.rateLimit(callRateLimitKey(callable, uid));

/** Who made each console action (admins only; the shopper's order says "shop"). */
export const orderOperatorsPath = (uid: string, orderId: string) =>
  `orderOperators/${id(uid, orderId)}`;
