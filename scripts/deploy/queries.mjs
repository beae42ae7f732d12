// Every Firestore query, for its index: the emulator never asks for one, production fails.
export const QUERIES = [
  {
    file: "functions/src/orders/orderRepository.ts",
    what: "placeOrder's limit and its one open order per source: one account's pending orders of the last day",
    collectionGroup: "Orders",
    queryScope: "COLLECTION",
    equality: ["status"],
    order: [["createdAt", "ASCENDING"]],
  },
  {
    file: "functions/src/payments/reconcilePayments.ts",
    what: "the reconciler's queue: every order due a look at Razorpay, oldest due first",
    collectionGroup: "Orders",
    queryScope: "COLLECTION_GROUP",
    equality: [],
    order: [["nextPaymentCheckAt", "ASCENDING"]],
  },
  {
    file: "functions/src/payments/reconcilePayments.ts",
    what: "the reconciler's second queue: paid orders still owed an invoice or a credit note",
    collectionGroup: "Orders",
    queryScope: "COLLECTION_GROUP",
    equality: [],
    order: [["taxDocumentsDueAt", "ASCENDING"]],
  },
  {
    file: "functions/src/orders/stockHolds.ts",
    what: "the reconciler's third queue: prepaid orders whose hold on stock ran out",
    collectionGroup: "Orders",
    queryScope: "COLLECTION_GROUP",
    equality: ["stockHold.state"],
    order: [["stockHold.expiresAt", "ASCENDING"]],
  },
  {
    file: "functions/src/orderEmails/retryOrderEmails.ts",
    what: "the e-mail retry's restocks: console saves whose Notify me e-mails are not all tried",
    collectionGroup: "catalogChanges",
    queryScope: "COLLECTION",
    equality: [],
    order: [["alertsDueAt", "ASCENDING"]],
  },
  {
    file: "functions/src/orderEmails/retryOrderEmails.ts",
    what: "the e-mail retry's Notify me alerts due another attempt",
    collectionGroup: "stockAlerts",
    queryScope: "COLLECTION",
    equality: [],
    order: [["dueAt", "ASCENDING"]],
  },
  {
    file: "functions/src/stockAlerts/restockEmails.ts",
    what: "a restock's e-mails: the variant's Notify me alerts not yet sent",
    collectionGroup: "stockAlerts",
    queryScope: "COLLECTION",
    equality: ["productId", "variantKey", "sentAt"],
    order: [],
  },
  {
    file: "functions/src/invoices/issueInvoice.ts",
    what: "a credit note's issue: the invoice's earlier credit notes",
    collectionGroup: "taxDocuments",
    queryScope: "COLLECTION",
    equality: ["invoiceNumber"],
    order: [],
  },
  {
    file: "functions/src/invoices/monthlyReturn.ts",
    what: "the month's GSTR-1: invoices and credit notes issued in the month, by issue time",
    collectionGroup: "taxDocuments",
    queryScope: "COLLECTION",
    equality: [],
    order: [["issuedAt", "ASCENDING"]],
  },
  {
    file: "functions/src/invoices/monthlyReturn.ts",
    what: "the month's GSTR-1 reconciliation: orders paid in the month",
    collectionGroup: "Orders",
    queryScope: "COLLECTION_GROUP",
    equality: ["status"],
    order: [["paidAt", "ASCENDING"]],
  },
  {
    file: "functions/src/invoices/monthlyReturn.ts",
    what: "the month's GSTR-1 reconciliation: every order with a processed refund",
    collectionGroup: "Orders",
    queryScope: "COLLECTION_GROUP",
    equality: [],
    order: [["refundedAmount", "ASCENDING"]],
  },
  {
    file: "functions/src/orderEmails/retryOrderEmails.ts",
    what: "the order e-mails' retry queue: every failed or abandoned e-mail due another attempt",
    collectionGroup: "orderEmailRetries",
    queryScope: "COLLECTION",
    equality: [],
    order: [["dueAt", "ASCENDING"]],
  },
  ...[
    ["orders.ts", "My Orders (Firestore SDK): the account's paid orders, newest first"],
    ["ordersRest.ts", "My Orders' first paint (REST runQuery): the same query"],
  ].map(([file, what]) => ({
    file: `web/src/features/orders/api/${file}`,
    what,
    collectionGroup: "Orders",
    queryScope: "COLLECTION",
    equality: ["status"],
    order: [["createdAt", "DESCENDING"]],
  })),
  // The console (docs/admin-console.md) reads every account's orders as one collection group;
  // its default view (no filter) is one OR query, each branch with its index.
  ...consoleOrderLists(),
  consoleSearch(
    "the console's cash on delivery filter: every COD order, newest first",
    ["paymentMethod"],
    [["createdAt", "DESCENDING"]],
  ),
  consoleOrders(
    "the console's RTO card: every COD order placed since the start of an IST month, newest first",
    ["paymentMethod"],
    [["createdAt", "DESCENDING"]],
  ),
  consoleOrders(
    "the console's default view, unpaid branch: open pending orders of the last day, newest first",
    ["status", "closed"],
    [["createdAt", "DESCENDING"]],
  ),
  consoleOrders(
    "the console's takings: paid orders since the start of an IST day or month (count, sums of amount and refundedAmount)",
    ["status"],
    [["paidAt", "ASCENDING"]],
  ),
  consoleSearch("the console's order search by id, across accounts", ["orderId"]),
  consoleSearch("the console's order search by the short id shoppers read, across accounts", [
    "shortId",
  ]),
  consoleSearch(
    "the console's order search by delivery phone, across accounts, newest first",
    ["deliveryPhone"],
    [["createdAt", "DESCENDING"]],
  ),
  {
    file: "web/src/features/admin/api/adminOrder.ts",
    what: "an order's timeline: the webhook ledger's events for its Razorpay order",
    collectionGroup: "razorpayEvents",
    queryScope: "COLLECTION",
    equality: ["razorpayOrderId"],
    order: [],
  },
  {
    file: "web/src/features/admin/api/adminOrder.ts",
    what: "the contact inbox, live: its newest messages, newest first",
    collectionGroup: "ContactMessages",
    queryScope: "COLLECTION",
    equality: [],
    order: [["createdAt", "DESCENDING"]],
  },
  {
    file: "web/src/features/admin/api/adminCatalog.ts",
    what: "the console's catalogue: its newest changes, newest first",
    collectionGroup: "catalogChanges",
    queryScope: "COLLECTION",
    equality: [],
    order: [["at", "DESCENDING"]],
  },
  {
    file: "web/src/features/admin/api/adminDiscounts.ts",
    what: "the console's discount codes, the last changed first",
    collectionGroup: "discountCodes",
    queryScope: "COLLECTION",
    equality: [],
    order: [["updatedAt", "DESCENDING"]],
  },
];

function consoleOrders(what, equality, order, fieldsIn) {
  return {
    file: "web/src/features/admin/api/adminOrders.ts",
    what,
    fieldsIn,
    collectionGroup: "Orders",
    queryScope: "COLLECTION_GROUP",
    equality,
    order,
  };
}
// Searches and filters name their fields in orderFilters.ts (its queryPlan).
function consoleSearch(what, equality, order = []) {
  return consoleOrders(what, equality, order, ["web/src/features/admin/orderFilters.ts"]);
}

/** Every combination of the console's filters, newest first. */
function consoleOrderLists() {
  const filters = ["customerEmail", "status", "fulfilment.stage"];
  const combinations = filters.reduce(
    (sets, field) => [...sets, ...sets.map((set) => [...set, field])],
    [[]],
  );
  return combinations.map((equality) =>
    consoleSearch(
      `the console's order list${equality.length ? ` by ${equality.join(" and ")}` : ""}, newest first`,
      equality,
      [["createdAt", "DESCENDING"]],
    ),
  );
}

/** Files that mention query syntax without running a query of their own. */
export const NOT_QUERIES = {
  "functions/src/lib/dueQueue.ts":
    "the scheduled queues' paging: runs the queries reconcilePayments.ts and retryOrderEmails.ts name",
  "web/src/lib/firestoreRest.ts": "the REST transport: runs the query ordersRest.ts builds",
  "web/src/features/admin/api/adminRest.ts":
    "the console's REST transport: runs the queries adminOrders.ts builds",
};

/** Where the code's queries live, and what marks one (SDK calls or a REST structuredQuery). */
export const SOURCE_DIRS = ["functions/src", "web/src"];
export const QUERY_SYNTAX =
  /\.where\(|\bwhere\(|\borderBy\(|\bcollectionGroup\(|structuredQuery|runQuery/;
