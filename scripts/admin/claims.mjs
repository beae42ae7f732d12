import { parseArgs } from "node:util";
import { PROJECT_ID, resolvePorts, stackEnv } from "../stack/ports.mjs";

// The rules and admin callables trust the claim only; users/{uid}.admin mirrors it for the web's
// menu, and no client can write the mirror (firestore.rules). See docs/admin.md.

/** A failure the person running the command can act on: printed as it is, exit code 1. */
export class AdminCommandError extends Error {}

/** `auth`, `firestore`: Admin SDK services or stand-ins. Answers what was done, for the summary. */
export async function setAdminClaim({ auth, firestore }, { action, email, project }) {
  const grant = action === "grant";
  const user = await auth.getUserByEmail(email).catch((error) => {
    if (error?.code !== "auth/user-not-found") throw error;
    throw new AdminCommandError(
      `No account with the e-mail ${email} in ${project}: they sign up (or sign in with Google) first.`,
    );
  });
  const before = { ...(user.customClaims ?? {}) };
  const claims = { ...before, admin: true };
  if (!grant) delete claims.admin;
  await auth.setCustomUserClaims(user.uid, Object.keys(claims).length > 0 ? claims : null);
  // A revoke also ends every session: the money actions check tokens against it (lib/callable.ts).
  if (!grant) await auth.revokeRefreshTokens(user.uid);

  const profile = firestore.doc(`users/${user.uid}`);
  const mirrored = await firestore.runTransaction(async (tx) => {
    const snap = await tx.get(profile);
    if (!snap.exists) return "missing";
    if (snap.get("admin") === grant) return "unchanged";
    tx.update(profile, { admin: grant });
    return "updated";
  });
  return { uid: user.uid, email: user.email ?? email, wasAdmin: before.admin === true, mirrored };
}

/** What to tell the person who ran the command, line by line. */
export function summary({ action, project }, result) {
  const grant = action === "grant";
  const claim = grant
    ? result.wasAdmin
      ? "already had the admin claim; kept"
      : "now has the admin claim"
    : result.wasAdmin
      ? "no longer has the admin claim"
      : "had no admin claim; nothing to revoke";
  const profile = {
    updated: `users/${result.uid}.admin set to ${grant}`,
    unchanged: `users/${result.uid}.admin already ${grant}`,
    missing: `users/${result.uid} does not exist yet (the account never finished signing in): run this again after their first sign-in, so the shop's menu shows the admin area`,
  }[result.mirrored];
  return [
    `${result.email} (${result.uid}) in ${project}: ${claim}.`,
    `Profile: ${profile}.`,
    grant
      ? "Their browser sees it on its next token refresh: the shop refreshes the token when the profile and the token disagree, on the next page load or sign-in."
      : "Their sessions are revoked: refunds and cancellations are refused at once; a token issued before this still opens the console's other views until it expires (at most an hour).",
  ];
}

/** The Admin SDK's failures a person can fix, in their words; anything else as it came. */
export function explainFailure(error, { project, emulators }) {
  if (error instanceof AdminCommandError) return error.message;
  const text = `${error?.code ?? ""} ${error?.message ?? error}`;
  if (emulators && /ECONNREFUSED|fetch failed|UNAVAILABLE|No connection/i.test(text)) {
    return `The emulators do not answer (Auth ${emulators.auth}, Firestore ${emulators.firestore}): is the local stack running (npm start), with the same SHOP_PORT_OFFSET?`;
  }
  if (
    /default credentials|invalid-credential|Could not refresh access token|invalid_grant/i.test(
      text,
    )
  ) {
    return "No usable Google credentials: run `gcloud auth application-default login` as an account that may manage the project's users, or set GOOGLE_APPLICATION_CREDENTIALS to a service account key.";
  }
  if (/project-not-found|NOT_FOUND.*project|configuration-not-found/i.test(text)) {
    return `Project ${project} was not found, or has no Firebase Auth: check --project.`;
  }
  if (/insufficient-permission|PERMISSION_DENIED|permission/i.test(text)) {
    return `These credentials may not manage ${project}'s users or Firestore (they need Firebase Authentication Admin and Cloud Datastore User): ${error?.message ?? error}`;
  }
  return error?.code ? `${error.code}: ${error.message}` : String(error?.message ?? error);
}

export const USAGE =
  "Usage: npm run admin -- grant|revoke <email> [--local] [--project <id>]\n" +
  "       npm run admin -- seed-catalog --stock <units> [--local] [--project <id>]\n" +
  "  --local          the local stack's emulators (SHOP_PORT_OFFSET as the stack uses it)\n" +
  "  --project <id>   a real project (or GOOGLE_CLOUD_PROJECT), with Application Default Credentials";

/** A mistake in how the command was called: printed with the usage, exit code 2. */
export class UsageError extends Error {}

// `emulators` holds the Auth and Firestore emulator hosts for a local stack (--local, or both
// *_EMULATOR_HOST set as `stack.mjs --run` does); undefined for a real project.
export function parseAdminArgs(argv, env = process.env) {
  const options = {
    local: { type: "boolean" },
    project: { type: "string" },
    stock: { type: "string" },
  };
  let values, positionals;
  try {
    ({ values, positionals } = parseArgs({ args: argv, options, allowPositionals: true }));
  } catch (error) {
    throw new UsageError(error.message);
  }
  const [action, email, ...extra] = positionals;
  const seeding = action === "seed-catalog";
  const stock = Number(values.stock);
  if (seeding && (values.stock === undefined || !Number.isInteger(stock) || stock < 0)) {
    throw new UsageError("How many units of each variant? --stock <whole number, 0 or more>.");
  }
  if (seeding && email !== undefined) throw new UsageError(`Unexpected "${email}".`);
  if (!seeding && action !== "grant" && action !== "revoke") {
    throw new UsageError(
      action === undefined
        ? "Say grant or revoke."
        : `Unknown action "${action}": grant or revoke.`,
    );
  }
  if (!seeding && email === undefined) {
    throw new UsageError(`Whose admin claim to ${action}? Give an e-mail.`);
  }
  if (extra.length > 0) throw new UsageError(`One e-mail at a time: unexpected "${extra[0]}".`);
  if (!seeding && !/^[^\s@]+@[^\s@]+$/.test(email))
    throw new UsageError(`"${email}" is not an e-mail address.`);

  // --local ignores the environment's project: the stack's is demo-shop.
  const given = values.local
    ? values.project
    : (values.project ?? env.GOOGLE_CLOUD_PROJECT ?? env.GCLOUD_PROJECT);
  const hosts = values.local ? stackEnv(resolvePorts(env)) : env;
  const auth = hosts.FIREBASE_AUTH_EMULATOR_HOST;
  const firestore = hosts.FIRESTORE_EMULATOR_HOST;
  if (Boolean(auth) !== Boolean(firestore)) {
    // One emulator and one real service would set a claim here and mirror it there.
    const names = ["FIREBASE_AUTH_EMULATOR_HOST", "FIRESTORE_EMULATOR_HOST"];
    const [set, unset] = auth ? names : names.toReversed();
    throw new UsageError(
      `${set} is set but ${unset} is not: set both (or use --local) for emulators, neither for a real project.`,
    );
  }
  const what = seeding ? { action, stock } : { action, email };
  if (auth) return { ...what, project: given ?? PROJECT_ID, emulators: { auth, firestore } };
  if (!given) {
    throw new UsageError(
      "Which project? Pass --project <id> or set GOOGLE_CLOUD_PROJECT (or --local for the local stack).",
    );
  }
  if (given.startsWith("demo-")) {
    throw new UsageError(
      `${given} is a demo project, which only the emulators serve: add --local, or run through \`node scripts/stack.mjs --run\`.`,
    );
  }
  return { ...what, project: given, emulators: undefined };
}
