// The rules and admin callables trust the claim only; users/{uid}.admin mirrors it for the web's
// menu, and no client can write the mirror (firestore.rules). See docs/admin.md.

/** A failure the person running the command can act on: printed as it is, exit code 1. */
export class AdminCommandError extends Error {}

/** `auth`, `firestore`: Admin SDK services or stand-ins. Answers what was done, for the summary. */
export async function setAdminClaim({ auth, firestore }, { action, email, project }) {
  const grant = action === "grant";
  let user;
  try {
    user = await auth.getUserByEmail(email);
  } catch (error) {
    if (error?.code === "auth/user-not-found") {
      throw new AdminCommandError(
        `No account with the e-mail ${email} in ${project}: they sign up (or sign in with Google) first.`,
      );
    }
    throw error;
  }
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
