/**
 * Firestore documents over the emulator's REST API with admin rights (the
 * "owner" bearer bypasses the rules), as plain JavaScript values: what a test
 * arranges before the shopper arrives, and what it finds stored afterwards.
 */
import { firestoreHost, projectId } from "./emulators";

type Plain = string | number | boolean | null | Date | Plain[] | { [key: string]: Plain };

interface Value {
  stringValue?: string;
  integerValue?: string;
  doubleValue?: number;
  booleanValue?: boolean;
  nullValue?: null;
  timestampValue?: string;
  mapValue?: { fields?: Record<string, Value> };
  arrayValue?: { values?: Value[] };
}

function encode(value: Plain): Value {
  if (value === null) return { nullValue: null };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(encode) } };
  switch (typeof value) {
    case "string":
      return { stringValue: value };
    case "boolean":
      return { booleanValue: value };
    case "number":
      return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
    default:
      return { mapValue: { fields: encodeFields(value) } };
  }
}

const encodeFields = (data: Record<string, Plain>) =>
  Object.fromEntries(Object.entries(data).map(([key, value]) => [key, encode(value)]));

function decode(value: Value): unknown {
  if ("stringValue" in value) return value.stringValue;
  if ("integerValue" in value) return Number(value.integerValue);
  if ("doubleValue" in value) return value.doubleValue;
  if ("booleanValue" in value) return value.booleanValue;
  if ("timestampValue" in value) return new Date(value.timestampValue ?? "");
  if ("arrayValue" in value) return (value.arrayValue?.values ?? []).map(decode);
  if ("mapValue" in value) return decodeFields(value.mapValue?.fields ?? {});
  return null;
}

const decodeFields = (fields: Record<string, Value>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, decode(value)]));

const documentUrl = (path: string) =>
  `${firestoreHost()}/v1/projects/${projectId}/databases/(default)/documents/${path}`;
const owner = { authorization: "Bearer owner", "content-type": "application/json" };

/** Creates or replaces a document. */
export async function writeDocument(path: string, data: Record<string, Plain>): Promise<void> {
  const res = await fetch(documentUrl(path), {
    method: "PATCH",
    headers: owner,
    body: JSON.stringify({ fields: encodeFields(data) }),
  });
  if (!res.ok) throw new Error(`write ${path} → ${res.status} ${await res.text()}`);
}

/** A stored document as plain values (timestamps as Dates), or null when there is none. */
export async function readData(path: string): Promise<Record<string, unknown> | null> {
  const res = await fetch(documentUrl(path), { headers: owner });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`read ${path} → ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { fields?: Record<string, Value> };
  return decodeFields(body.fields ?? {});
}
