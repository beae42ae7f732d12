import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from "@firebase/rules-unit-testing";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { setLogLevel } from "firebase/firestore";

// Denials are the point of these tests; the SDK need not shout about each one.
setLogLevel("silent");

const rulesPath = fileURLToPath(new URL("../../firestore.rules", import.meta.url));

/** A rules test environment of its own project on the running Firestore emulator. */
export async function rulesEnvironment(projectId: string): Promise<RulesTestEnvironment> {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  if (!host) throw new Error("FIRESTORE_EMULATOR_HOST is not set: run through scripts/stack.mjs");
  const [hostname, port] = host.split(":");
  return initializeTestEnvironment({
    projectId,
    firestore: { host: hostname, port: Number(port), rules: readFileSync(rulesPath, "utf8") },
  });
}

/** A signed-in shopper with a verified e-mail, as the rules see them. */
export function shopper(env: RulesTestEnvironment, uid: string): RulesTestContext {
  return env.authenticatedContext(uid, { email: `${uid}@example.in`, email_verified: true });
}
