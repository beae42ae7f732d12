#!/usr/bin/env node
/**
 * Who is an admin (docs/admin.md):
 *   npm run admin -- grant <email> [--local] [--project <id>]
 *   npm run admin -- revoke <email> [--local] [--project <id>]
 * Sets or clears the `admin: true` custom claim on the Auth user, keeping
 * their other claims, and mirrors it onto users/{uid}.admin. Against the
 * local stack with --local (or its *_EMULATOR_HOST variables, as
 * `node scripts/stack.mjs --run` sets them); against a real project with
 * Application Default Credentials and --project or GOOGLE_CLOUD_PROJECT.
 */
import { AdminCommandError, explainFailure, setAdminClaim, summary } from "./admin/claims.mjs";
import { USAGE, UsageError, parseAdminArgs } from "./admin/options.mjs";

let request;
try {
  request = parseAdminArgs(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(`${error.message}\n\n${USAGE}`);
  process.exit(2);
}

if (request.emulators) {
  // The Admin SDK reads these when it starts: set before it is loaded.
  process.env.FIREBASE_AUTH_EMULATOR_HOST = request.emulators.auth;
  process.env.FIRESTORE_EMULATOR_HOST = request.emulators.firestore;
}
const where = request.emulators
  ? `the emulators (Auth ${request.emulators.auth}, project ${request.project})`
  : `project ${request.project}`;
console.log(
  `${request.action === "grant" ? "Granting" : "Revoking"} admin for ${request.email} in ${where}…`,
);

try {
  const { initializeApp } = await import("firebase-admin/app");
  const { getAuth } = await import("firebase-admin/auth");
  const { getFirestore } = await import("firebase-admin/firestore");
  const app = initializeApp({ projectId: request.project });
  const result = await setAdminClaim({ auth: getAuth(app), firestore: getFirestore(app) }, request);
  for (const line of summary(request, result)) console.log(line);
  process.exit(0);
} catch (error) {
  console.error(explainFailure(error, request));
  if (!(error instanceof AdminCommandError) && process.env.DEBUG) console.error(error);
  process.exit(1);
}
