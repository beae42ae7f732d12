import { describe, expect, it } from "vitest";
import { UsageError, parseAdminArgs } from "../admin/claims.mjs";
import { seedCatalog } from "../admin/catalog.mjs";
// The domain's source, not functions/lib: a fresh clone runs these tests before any build.
import { seedEntries } from "../../functions/src/domain/stock";

/** Firestore's documents as a map; a transaction's set with merge merges one level deep. */
function memoryFirestore(docs) {
  return {
    docs,
    doc: (path) => ({ path }),
    runTransaction: (body) =>
      body({
        get: async ({ path }) => ({ get: (field) => docs[path]?.[field] }),
        set: ({ path }, data, options) => {
          expect(options).toEqual({ merge: true });
          docs[path] = { variants: { ...docs[path]?.variants, ...data.variants } };
        },
      }),
  };
}

const entry = (price, stock) => ({ price, stock, held: 0, active: true, lowStock: 5 });

describe("seed-catalog", () => {
  it("writes every variant at its code price with the stock given, none held", async () => {
    const firestore = memoryFirestore({});
    const added = await seedCatalog(firestore, 20, seedEntries(20));
    expect(firestore.docs).toEqual({
      "catalog/semiAutomatic-1": {
        variants: { Motar_Compatible: entry(39900, 20), Starter_Compatible: entry(39900, 20) },
      },
      "catalog/SemiAutomatic-2": {
        variants: { Motar_Compatible: entry(79900, 20), Starter_Compatible: entry(79900, 20) },
      },
    });
    expect(added).toHaveLength(4);
  });

  it("never overwrites an entry the owner has, and adds only the missing ones", async () => {
    const owners = { price: 45000, stock: 3, held: 2, active: false, lowStock: 1 };
    const firestore = memoryFirestore({
      "catalog/semiAutomatic-1": { variants: { Starter_Compatible: owners } },
    });
    const added = await seedCatalog(firestore, 20, seedEntries(20));
    expect(firestore.docs["catalog/semiAutomatic-1"]).toEqual({
      variants: { Motar_Compatible: entry(39900, 20), Starter_Compatible: owners },
    });
    expect(added).not.toContain("semiAutomatic-1 Starter_Compatible");
    expect(await seedCatalog(firestore, 7, seedEntries(7))).toEqual([]);
    expect(firestore.docs["catalog/semiAutomatic-1"].variants.Motar_Compatible.stock).toBe(20);
  });

  it("needs --stock as a whole number, 0 or more", () => {
    const env = { GOOGLE_CLOUD_PROJECT: "aquasense-prod" };
    expect(parseAdminArgs(["seed-catalog", "--stock", "20"], env)).toEqual({
      action: "seed-catalog",
      stock: 20,
      project: "aquasense-prod",
      emulators: undefined,
    });
    for (const bad of [[], ["--stock=-1"], ["--stock", "2.5"], ["--stock", "x"]]) {
      expect(() => parseAdminArgs(["seed-catalog", ...bad], env)).toThrow(
        new UsageError("How many units of each variant? --stock <whole number, 0 or more>."),
      );
    }
  });
});
