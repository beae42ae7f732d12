#!/usr/bin/env node
// `npm run admin -- grant|revoke <email> | seed-catalog --stock <units> [--local] [--project <id>]`;
// credentials: docs/admin.md; the catalogue: docs/stock.md.
import * as admin from "./admin/claims.mjs";

let request;
try {
  request = admin.parseAdminArgs(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof admin.UsageError)) throw error;
  console.error(`${error.message}\n\n${admin.USAGE}`);
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
const doing = { grant: "Granting admin for", revoke: "Revoking admin for" }[request.action];
console.log(`${doing ? `${doing} ${request.email}` : "Seeding the catalogue"} in ${where}…`);

try {
  const { initializeApp } = await import("firebase-admin/app");
  const { getAuth } = await import("firebase-admin/auth");
  const { getFirestore } = await import("firebase-admin/firestore");
  const app = initializeApp({ projectId: request.project });
  if (request.action === "seed-catalog") {
    const { seedCatalog } = await import("./admin/catalog.mjs");
    const added = await seedCatalog(getFirestore(app), request.stock);
    console.log(
      added.length > 0
        ? `Added ${request.stock} units at the code's price: ${added.join(", ")}.`
        : "Every variant already has an entry: nothing changed.",
    );
    process.exit(0);
  }
  const services = { auth: getAuth(app), firestore: getFirestore(app) };
  const result = await admin.setAdminClaim(services, request);
  for (const line of admin.summary(request, result)) console.log(line);
  process.exit(0);
} catch (error) {
  console.error(admin.explainFailure(error, request));
  process.exit(1);
}
