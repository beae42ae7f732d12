import { Timestamp, type WriteBatch } from "firebase-admin/firestore";
import { firestorePaths, orderOperatorsPath } from "../domain";
import type { Caller } from "../lib/callable";
import { db } from "../lib/firestore";

/** The operator making a console action: uid for the audit, name for the console's timeline. */
export interface Operator {
  uid: string;
  name: string;
}

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** Their profile's name, else the token's display name, else its e-mail. */
export async function operatorOf({ uid, request }: Caller<string>): Promise<Operator> {
  const profile = await db().doc(firestorePaths.user(uid)).get();
  const token = request.auth?.token;
  const name = [profile.get("name"), token?.name, token?.email].map(text).find(Boolean);
  return { uid, name: name ?? "an operator" };
}

/**
 * Adds to the action's own commit who made it, under its request key, in
 * orderOperators (admins read it; the order itself says only OPERATOR_BY).
 */
export function recordOperator(
  batch: WriteBatch,
  target: { uid: string; orderId: string; requestKey: string },
  operator: Operator,
) {
  const entry = { uid: operator.uid, name: operator.name, at: Timestamp.now() };
  batch.set(
    db().doc(orderOperatorsPath(target.uid, target.orderId)),
    { actions: { [target.requestKey]: entry } },
    { merge: true },
  );
}
