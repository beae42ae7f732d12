import { call } from "../../../lib/callables";
import { getAuthClient } from "../../../lib/firebase";
import { postDocuments, type RestValue } from "../../../lib/firestoreRest";
import { saveFile } from "../../orders";

// REST, not the SDK: aggregates would enlarge the SDK chunk every shopper's /payment and
// /myOrders load (docs/performance.md).

/** The aggregates of a structured query over every account, each by its alias, as numbers. */
export async function runAggregation(
  structuredQuery: unknown,
  aggregations: unknown[],
): Promise<Record<string, number>> {
  const { currentUser } = await getAuthClient();
  if (!currentUser) throw new Error("Nobody is signed in");
  const [row] = await postDocuments<{ result?: { aggregateFields?: Record<string, RestValue> } }[]>(
    ":runAggregationQuery",
    { structuredAggregationQuery: { structuredQuery, aggregations } },
    await currentUser.getIdToken(),
  );
  const fields = Object.entries(row?.result?.aggregateFields ?? {});
  return Object.fromEntries(
    fields.map(([alias, value]) => [alias, Number(value.integerValue ?? value.doubleValue ?? 0)]),
  );
}

/** A month's GSTR-1 CSV files, each saved as a download, and the figures they reconcile to. */
export async function downloadMonthlyReturn(month: string) {
  const { files, ...figures } = await call("monthlyReturn", { month });
  for (const { name, csv } of files) saveFile(name, new Blob([csv], { type: "text/csv" }));
  return { ...figures, files: files.length };
}
