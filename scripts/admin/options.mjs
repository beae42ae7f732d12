import { parseArgs } from "node:util";
import { PROJECT_ID, resolvePorts, stackEnv } from "../stack/ports.mjs";

export const USAGE =
  "Usage: npm run admin -- grant|revoke <email> [--local] [--project <id>]\n" +
  "  --local          the local stack's emulators (SHOP_PORT_OFFSET as the stack uses it)\n" +
  "  --project <id>   a real project (or GOOGLE_CLOUD_PROJECT), with Application Default Credentials";

/** A mistake in how the command was called: printed with the usage, exit code 2. */
export class UsageError extends Error {}

// `emulators` holds the Auth and Firestore emulator hosts for a local stack (--local, or both
// *_EMULATOR_HOST set as `stack.mjs --run` does); undefined for a real project.
export function parseAdminArgs(argv, env = process.env) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: { local: { type: "boolean" }, project: { type: "string" } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw new UsageError(error.message);
  }
  const { values, positionals } = parsed;
  const [action, email, ...extra] = positionals;
  if (action !== "grant" && action !== "revoke") {
    throw new UsageError(
      action === undefined
        ? "Say grant or revoke."
        : `Unknown action "${action}": grant or revoke.`,
    );
  }
  if (email === undefined) throw new UsageError(`Whose admin claim to ${action}? Give an e-mail.`);
  if (extra.length > 0) throw new UsageError(`One e-mail at a time: unexpected "${extra[0]}".`);
  if (!/^[^\s@]+@[^\s@]+$/.test(email))
    throw new UsageError(`"${email}" is not an e-mail address.`);

  const given = values.project ?? env.GOOGLE_CLOUD_PROJECT ?? env.GCLOUD_PROJECT;
  if (values.local) {
    const local = stackEnv(resolvePorts(env));
    return {
      action,
      email,
      project: values.project ?? local.GCLOUD_PROJECT,
      emulators: {
        auth: local.FIREBASE_AUTH_EMULATOR_HOST,
        firestore: local.FIRESTORE_EMULATOR_HOST,
      },
    };
  }
  const auth = env.FIREBASE_AUTH_EMULATOR_HOST;
  const firestore = env.FIRESTORE_EMULATOR_HOST;
  if (Boolean(auth) !== Boolean(firestore)) {
    // One emulator and one real service would set a claim here and mirror it there.
    const [set, unset] = auth
      ? ["FIREBASE_AUTH_EMULATOR_HOST", "FIRESTORE_EMULATOR_HOST"]
      : ["FIRESTORE_EMULATOR_HOST", "FIREBASE_AUTH_EMULATOR_HOST"];
    throw new UsageError(
      `${set} is set but ${unset} is not: set both (or use --local) for emulators, neither for a real project.`,
    );
  }
  if (auth) return { action, email, project: given ?? PROJECT_ID, emulators: { auth, firestore } };
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
  return { action, email, project: given, emulators: undefined };
}
