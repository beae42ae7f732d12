import { call } from "../../../lib/callables";
import { getAuthClient } from "../../../lib/firebase";
import {
  fromRestFields,
  postDocuments,
  type RestFields,
  type RestValue,
} from "../../../lib/firestoreRest";
import { withTimeLimit } from "../../../lib/timeLimit";
import { saveFile } from "../../orders";

// The console's reads through Auth alone. Aggregates over REST, not the SDK: they would enlarge the
// SDK chunk every shopper's /payment and /myOrders load (docs/performance.md).

async function idToken() {
  const { currentUser } = await getAuthClient();
  if (!currentUser) throw new Error("Nobody is signed in");
  return currentUser.getIdToken();
}

/** The aggregates of a structured query over every account, each by its alias, as numbers. */
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

/** Every document a structured query matches, as plain data (timestamps as Dates). */
export async function runQuery(structuredQuery: unknown): Promise<Record<string, unknown>[]> {
  const rows = await postDocuments<{ document?: { fields?: RestFields } }[]>(
    ":runQuery",
    { structuredQuery },
    await idToken(),
  );
  return rows.flatMap(({ document }) => (document ? [fromRestFields(document.fields)] : []));
}

/** A month's GSTR-1 CSV files, each saved as a download, and the figures they reconcile to. */
export async function downloadMonthlyReturn(month: string) {
  const { files, ...figures } = await call("monthlyReturn", { month });
  for (const { name, csv } of files) saveFile(name, new Blob([csv], { type: "text/csv" }));
  return { ...figures, files: files.length };
}

export const ACCESS_TIME_LIMIT_MS = 10_000;

/** A freshly issued token: a grant or revoke by `npm run admin` counts at once (docs/admin.md). */
export async function hasAdminClaim(): Promise<boolean> {
  const auth = await withTimeLimit(getAuthClient(), ACCESS_TIME_LIMIT_MS, "Auth");
  const user = auth.currentUser;
  if (!user) return false;
  const { claims } = await withTimeLimit(
    user.getIdTokenResult(true),
    ACCESS_TIME_LIMIT_MS,
    "a fresh ID token",
  );
  return claims.admin === true;
}
