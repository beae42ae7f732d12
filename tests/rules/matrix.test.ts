import {
  assertFails,
  assertSucceeds,
  type RulesTestContext,
  type RulesTestEnvironment,
} from "@firebase/rules-unit-testing";
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from "firebase/firestore";
import { afterAll, beforeAll, beforeEach, describe, it } from "vitest";
import { rulesEnvironment } from "../support/rulesEnv";
import { COLLECTIONS } from "@shop/domain";
import {
  actors,
  operations,
  targets,
  type Actor,
  type Operation,
  type Target,
} from "./matrixTargets";

/**
 * The whole policy as a table: every collection, every actor, every
 * operation, an explicit allow or deny. "admin" is a signed-in user whose
 * token carries the admin claim (docs/admin.md): it reads what the operator
 * console shows and writes nothing. The admin paths in detail: admin.test.ts.
 */
let env: RulesTestEnvironment;

function contextFor(actor: Actor): RulesTestContext {
  switch (actor) {
    case "anonymous":
      return env.unauthenticatedContext();
    case "owner":
      return env.authenticatedContext("owner", { email: "owner@example.in" });
    case "other":
      return env.authenticatedContext("other", { email: "other@example.in" });
    case "admin":
      return env.authenticatedContext("operator", { email: "operator@example.in", admin: true });
  }
}

function parentCollection(path: string): string {
  return path.split("/").slice(0, -1).join("/");
}

async function attempt(db: Firestore, target: Target, op: Operation): Promise<unknown> {
  switch (op) {
    case "get":
      return getDoc(doc(db, target.path));
    case "list":
      return getDocs(collection(db, parentCollection(target.path)));
    case "create":
      await env.withSecurityRulesDisabled((admin) =>
        deleteDoc(doc(admin.firestore(), target.create.path)),
      );
      return setDoc(doc(db, target.create.path), target.create.data);
    case "update":
      return updateDoc(doc(db, target.path), target.update);
    case "delete":
      return deleteDoc(doc(db, target.path));
  }
}

beforeAll(async () => {
  env = await rulesEnvironment("demo-rules-matrix");
});
afterAll(() => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (admin) => {
    for (const target of targets) await setDoc(doc(admin.firestore(), target.path), target.seed);
  });
});

const cases = targets.flatMap((target) =>
  actors.flatMap((actor) =>
    operations.map((op) => {
      const allowed = (target.allowed[actor] ?? []).includes(op);
      return { target, actor, op, verdict: allowed ? "allow" : "deny" } as const;
    }),
  ),
);

describe("a buyer's own tax documents", () => {
  const invoices = (db: Firestore, uid: string) =>
    getDocs(query(collection(db, COLLECTIONS.taxDocuments), where("uid", "==", uid)));
  it("lists them by their uid, never another buyer's", async () => {
    const db = contextFor("owner").firestore() as unknown as Firestore;
    await assertSucceeds(invoices(db, "owner"));
    await assertFails(invoices(db, "other"));
    await assertFails(invoices(contextFor("other").firestore() as unknown as Firestore, "owner"));
  });
});

describe(`security rules matrix (${cases.length} cases)`, () => {
  it.each(cases.map((c) => [c.target.name, c.actor, c.op, c.verdict, c] as const))(
    "%s · %s · %s → %s",
    async (_name, actor, op, verdict, c) => {
      const db = contextFor(actor).firestore() as unknown as Firestore;
      const result = attempt(db, c.target, op);
      await (verdict === "allow" ? assertSucceeds(result) : assertFails(result));
    },
  );
});
