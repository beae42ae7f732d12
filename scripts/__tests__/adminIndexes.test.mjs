import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readIndexes, servesQuery } from "../deploy/firestore.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));

/**
 * The operator console's queries (docs/admin.md, "What the console reads"),
 * in queries.mjs's shape. Once the console's files list them in
 * scripts/deploy/queries.mjs the deploy check holds them too; this pins the
 * indexes firestore.indexes.json keeps for them meanwhile.
 */
const newest = [["createdAt", "DESCENDING"]];
const CONSOLE_QUERIES = [
  ["every order, newest first", "Orders", "COLLECTION_GROUP", [], newest],
  ["orders by payment status", "Orders", "COLLECTION_GROUP", ["status"], newest],
  ["orders by fulfilment stage", "Orders", "COLLECTION_GROUP", ["fulfilment.stage"], newest],
  ["orders by customer e-mail", "Orders", "COLLECTION_GROUP", ["customerEmail"], newest],
  ["the inbox, newest first", "ContactMessages", "COLLECTION", [], newest],
  ["the inbox by status", "ContactMessages", "COLLECTION", ["status"], newest],
  [
    "an order's webhook events, in order",
    "razorpayEvents",
    "COLLECTION",
    ["orderId"],
    [["receivedAt", "ASCENDING"]],
  ],
];

describe("firestore.indexes.json and the operator console", () => {
  const config = readIndexes(root);

  it("is well formed", () => {
    expect(config.problems).toEqual([]);
  });

  it.each(CONSOLE_QUERIES)("serves %s", (_what, collectionGroup, queryScope, equality, order) => {
    expect(servesQuery({ collectionGroup, queryScope, equality, order }, config)).toBe(true);
  });

  it("keeps the single-field indexes Firestore would make for Orders.createdAt", () => {
    for (const direction of ["ASCENDING", "DESCENDING"]) {
      const query = { collectionGroup: "Orders", queryScope: "COLLECTION", equality: [] };
      expect(servesQuery({ ...query, order: [["createdAt", direction]] }, config)).toBe(true);
    }
  });
});
