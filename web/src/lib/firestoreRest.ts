import { env } from "../config/env";
import { backendOrigins } from "../config/webEnv";

/** One-shot reads before the Firestore SDK could arrive, under the same rules. */
export const databaseName = () => `projects/${env.firebase.projectId}/databases/(default)`;

/** `suffix` follows `.../documents`: "/users/u1:runQuery", ":batchGet". */
export const documentsUrl = (suffix: string) =>
  `${backendOrigins(env).firestore}/v1/${databaseName()}/documents${suffix}`;

/** A document path as a URL's path: each id percent-encoded, the slashes kept. */
export const urlPath = (path: string) => path.split("/").map(encodeURIComponent).join("/");

/** fetch() has no limit of its own; past this the caller's failure path runs. */
export const REST_TIME_LIMIT_MS = 10_000;

/** Without `idToken` the read is a visitor's (public documents only). */
export async function postDocuments<T>(
  suffix: string,
  body: unknown,
  idToken?: string,
): Promise<T> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), REST_TIME_LIMIT_MS);
  try {
    const response = await fetch(documentsUrl(suffix), {
      method: "POST",
      headers: {
        ...(idToken && { authorization: `Bearer ${idToken}` }),
        "content-type": "application/json",
      },
      body: JSON.stringify(body),
      signal: abort.signal,
    });
    if (!response.ok) throw new Error(`Firestore answered HTTP ${response.status}`);
    return (await response.json()) as T;
  } finally {
    clearTimeout(timer);
  }
}

/** A field value as the REST API writes it: {"stringValue": "x"}, {"integerValue": "3"}, ... */
export type RestValue = Readonly<Record<string, unknown>>;
export type RestFields = Readonly<Record<string, RestValue>>;

/** A REST value as the SDK would hand it over (timestamps as Dates). */
export function fromRestValue(value: RestValue): unknown {
  if ("stringValue" in value) return value.stringValue;
  if ("integerValue" in value) return Number(value.integerValue);
  if ("doubleValue" in value) return Number(value.doubleValue);
  if ("booleanValue" in value) return value.booleanValue;
  if ("nullValue" in value) return null;
  if ("timestampValue" in value) return new Date(String(value.timestampValue));
  if ("mapValue" in value)
    return fromRestFields((value.mapValue as { fields?: RestFields }).fields);
  if ("arrayValue" in value) {
    const { values = [] } = value.arrayValue as { values?: RestValue[] };
    return values.map(fromRestValue);
  }
  // References, geo points and bytes: nothing the shop stores.
  return undefined;
}

export function fromRestFields(fields: RestFields | undefined): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields ?? {}).map(([key, value]) => [key, fromRestValue(value)]),
  );
}
