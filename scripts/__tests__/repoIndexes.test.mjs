import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { checkIndexes, readIndexes, servesQuery } from "../deploy/firestore.mjs";
import { QUERIES } from "../deploy/queries.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));

/**
 * The repository as it stands, not a fixture: every query the shop and the
 * operator console run (scripts/deploy/queries.mjs) has its index in
 * firestore.indexes.json, and no source file runs an unlisted one. The
 * emulator never asks for an index; production refuses the query.
 */
describe("firestore.indexes.json and the code's queries", () => {
  it("has an index for every query, and every query is listed", () => {
    expect(checkIndexes(root)).toEqual([]);
  });

  it("lists each filter combination of the console's order list", () => {
    const lists = QUERIES.filter((q) => q.what.startsWith("the console's order list"));
    expect(lists.map((q) => q.equality.join("+")).sort()).toEqual(
      [
        "",
        "customerEmail",
        "customerEmail+fulfilment.stage",
        "customerEmail+status",
        "customerEmail+status+fulfilment.stage",
        "fulfilment.stage",
        "status",
        "status+fulfilment.stage",
      ].sort(),
    );
  });

  it("needs a stated index for a collection-group equality, not for a collection one", () => {
    const config = readIndexes(root);
    const byId = { collectionGroup: "Orders", equality: ["orderId"], order: [] };
    expect(servesQuery({ ...byId, queryScope: "COLLECTION_GROUP" }, config)).toBe(true);
    expect(
      servesQuery({ ...byId, equality: ["userID"], queryScope: "COLLECTION_GROUP" }, config),
    ).toBe(false);
    expect(servesQuery({ ...byId, equality: ["userID"], queryScope: "COLLECTION" }, config)).toBe(
      true,
    );
  });
});
