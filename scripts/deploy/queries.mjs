// Every Firestore query, for its index: the emulator never asks for one, production fails.
// Per file, what it reads → its index: "collection group, scope, field ==…, field DIRECTION…".
const BY_FILE = {
  "functions/src/orders/orderRepository.ts": {
    "placeOrder's limit and its one open order per source: one account's pending orders of the last day":
      "Orders, COLLECTION, status ==, createdAt ASCENDING",
  },
  "functions/src/payments/reconcilePayments.ts": {
    "the reconciler's queue: every order due a look at Razorpay, oldest due first":
      "Orders, COLLECTION_GROUP, nextPaymentCheckAt ASCENDING",
    "the reconciler's second queue: paid orders still owed an invoice or a credit note":
      "Orders, COLLECTION_GROUP, taxDocumentsDueAt ASCENDING",
  },
  "functions/src/orders/stockHolds.ts": {
    "the reconciler's third queue: prepaid orders whose hold on stock ran out":
      "Orders, COLLECTION_GROUP, stockHold.state ==, stockHold.expiresAt ASCENDING",
  },
  "functions/src/orderEmails/retryOrderEmails.ts": {
    "the e-mail retry's restocks: console saves whose Notify me e-mails are not all tried":
      "catalogChanges, COLLECTION, alertsDueAt ASCENDING",
    "the e-mail retry's Notify me alerts due another attempt":
      "stockAlerts, COLLECTION, dueAt ASCENDING",
    "the order e-mails' retry queue: every failed or abandoned e-mail due another attempt":
      "orderEmailRetries, COLLECTION, dueAt ASCENDING",
  },
  "functions/src/stockAlerts/restockEmails.ts": {
    "a restock's e-mails: the variant's Notify me alerts not yet sent":
      "stockAlerts, COLLECTION, productId ==, variantKey ==, sentAt ==",
  },
  "functions/src/invoices/issueInvoice.ts": {
    "a credit note's issue: the invoice's earlier credit notes":
      "taxDocuments, COLLECTION, invoiceNumber ==",
  },
  "functions/src/invoices/monthlyReturn.ts": {
    "the month's GSTR-1: invoices and credit notes issued in the month, by issue time":
      "taxDocuments, COLLECTION, issuedAt ASCENDING",
    "the month's GSTR-1 reconciliation: orders paid in the month":
      "Orders, COLLECTION_GROUP, status ==, paidAt ASCENDING",
    "the month's GSTR-1 reconciliation: every order with a processed refund":
      "Orders, COLLECTION_GROUP, refundedAmount ASCENDING",
  },
  "web/src/features/orders/api/orders.ts": {
    "My Orders (Firestore SDK): the account's paid orders, newest first":
      "Orders, COLLECTION, status ==, createdAt DESCENDING",
  },
  "web/src/features/orders/api/ordersRest.ts": {
    "My Orders' first paint (REST runQuery): the same query":
      "Orders, COLLECTION, status ==, createdAt DESCENDING",
  },
  // The console (docs/admin-console.md) reads every account's orders as one collection group.
  "web/src/features/admin/api/adminOrders.ts": {
    "the console's RTO card: every COD order placed since the start of an IST month, newest first":
      "Orders, COLLECTION_GROUP, paymentMethod ==, createdAt DESCENDING",
    "the console's default view, unpaid branch: open pending orders of the last day, newest first":
      "Orders, COLLECTION_GROUP, status ==, closed ==, createdAt DESCENDING",
    "the console's takings: paid orders since the start of an IST day or month (count, sums of amount and refundedAmount)":
      "Orders, COLLECTION_GROUP, status ==, paidAt ASCENDING",
  },
  "web/src/features/admin/api/adminOrder.ts": {
    "an order's timeline: the webhook ledger's events for its Razorpay order":
      "razorpayEvents, COLLECTION, razorpayOrderId ==",
    "the contact inbox, live: its newest messages, newest first":
      "ContactMessages, COLLECTION, createdAt DESCENDING",
  },
  "web/src/features/admin/api/adminCatalog.ts": {
    "the console's catalogue: its newest changes, newest first":
      "catalogChanges, COLLECTION, at DESCENDING",
  },
  "web/src/features/admin/api/adminDiscounts.ts": {
    "the console's discount codes, the last changed first":
      "discountCodes, COLLECTION, updatedAt DESCENDING",
  },
};

// The console's searches and filters, built in adminOrders.ts, name their fields in orderFilters.ts
// (its queryPlan); its default view (no filter) is one OR query, each branch with its index.
const FILTERS = ["customerEmail", "status", "fulfilment.stage"].reduce(
  (sets, field) => [...sets, ...sets.map((set) => [...set, field])],
  [[]],
);
const CONSOLE_SEARCHES = {
  ...Object.fromEntries(
    FILTERS.map((fields) => [
      `the console's order list${fields.length ? ` by ${fields.join(" and ")}` : ""}, newest first`,
      ["Orders, COLLECTION_GROUP", ...fields.map((f) => `${f} ==`), "createdAt DESCENDING"].join(
        ", ",
      ),
    ]),
  ),
  "the console's cash on delivery filter: every COD order, newest first":
    "Orders, COLLECTION_GROUP, paymentMethod ==, createdAt DESCENDING",
  "the console's order search by id, across accounts": "Orders, COLLECTION_GROUP, orderId ==",
  "the console's order search by the short id shoppers read, across accounts":
    "Orders, COLLECTION_GROUP, shortId ==",
  "the console's order search by delivery phone, across accounts, newest first":
    "Orders, COLLECTION_GROUP, deliveryPhone ==, createdAt DESCENDING",
};

function query(file, what, index, fieldsIn) {
  const [collectionGroup, queryScope, ...fields] = index.split(", ");
  const equality = fields.filter((f) => f.endsWith(" ==")).map((f) => f.slice(0, -3));
  const order = fields.filter((f) => !f.endsWith(" ==")).map((f) => f.split(" "));
  return { file, what, index, fieldsIn, collectionGroup, queryScope, equality, order };
}

export const QUERIES = [
  ...Object.entries(BY_FILE).flatMap(([file, queries]) =>
    Object.entries(queries).map(([what, index]) => query(file, what, index)),
  ),
  ...Object.entries(CONSOLE_SEARCHES).map(([what, index]) =>
    query("web/src/features/admin/api/adminOrders.ts", what, index, [
      "web/src/features/admin/orderFilters.ts",
    ]),
  ),
];

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
