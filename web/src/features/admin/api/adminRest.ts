import { getAuthClient } from "../../../lib/firebase";
import { postDocuments, type RestFields, type RestValue } from "../../../lib/firestoreRest";

// REST, not the SDK: its query cursors and aggregates would enlarge the SDK chunk every shopper's
// /payment and /myOrders load (docs/performance.md).

/** One row of a runQuery answer; a query with no match answers a row with no document. */
export interface RunQueryRow {
  document?: { name: string; fields?: RestFields };
}

async function idToken(): Promise<string> {
  const { currentUser } = await getAuthClient();
  if (!currentUser) throw new Error("Nobody is signed in");
  return currentUser.getIdToken();
}

/** A structured query run over the whole database (collection groups need the root as parent). */
export async function runQuery(structuredQuery: unknown): Promise<RunQueryRow[]> {
  return postDocuments<RunQueryRow[]>(":runQuery", { structuredQuery }, await idToken());
}

/** The aggregates of a structured query, each by its alias, as numbers. */
export async function runAggregation(
  structuredQuery: unknown,
  aggregations: unknown[],
): Promise<Record<string, number>> {
  const [row] = await postDocuments<{ result?: { aggregateFields?: Record<string, RestValue> } }[]>(
    ":runAggregationQuery",
    { structuredAggregationQuery: { structuredQuery, aggregations } },
    await idToken(),
  );
  const fields = Object.entries(row?.result?.aggregateFields ?? {});
  return Object.fromEntries(
    fields.map(([alias, value]) => [alias, Number(value.integerValue ?? value.doubleValue ?? 0)]),
  );
}
