/**
 * `npm run admin -- grant|revoke <email>` (docs/admin.md) against the local
 * stack: the claim on the Auth account (other claims kept), the profile's
 * mirror, and what a fresh ID token then may do: the console's callable and
 * its reads under firestore.rules.
 */
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { firestorePaths } from "@shop/domain";
import { writeDocument, readData } from "../support/documents";
import {
  authHost,
  call,
  createUser,
  firestoreHost,
  projectId,
  signIn,
  type TestUser,
} from "../support/emulators";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** Runs the command as a person would, with the stack's environment; never throws. */
async function admin(...args: string[]) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ["scripts/admin.mjs", ...args],
      { cwd: root, env: process.env },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const accounts = () =>
  `${authHost()}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts`;
const asOwner = { "content-type": "application/json", authorization: "Bearer owner" };

async function customClaims(uid: string): Promise<Record<string, unknown>> {
  const res = await fetch(`${accounts()}:lookup`, {
    method: "POST",
    headers: asOwner,
    body: JSON.stringify({ localId: [uid] }),
  });
  const body = (await res.json()) as { users: { customAttributes?: string }[] };
  return JSON.parse(body.users[0]?.customAttributes ?? "{}") as Record<string, unknown>;
}

async function setClaims(uid: string, claims: Record<string, unknown>) {
  const res = await fetch(`${accounts()}:update`, {
    method: "POST",
    headers: asOwner,
    body: JSON.stringify({ localId: uid, customAttributes: JSON.stringify(claims) }),
  });
  if (!res.ok) throw new Error(`accounts:update → ${res.status}`);
}

function tokenClaims(user: TestUser): Record<string, unknown> {
  const payload = user.idToken.split(".")[1] ?? "";
  return JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Record<string, unknown>;
}

/** The console's inbox read over Firestore's REST API, under the rules, with this token. */
async function readsInbox(user: TestUser): Promise<number> {
  const res = await fetch(
    `${firestoreHost()}/v1/projects/${projectId}/databases/(default)/documents/ContactMessages`,
    { headers: { authorization: `Bearer ${user.idToken}` } },
  );
  return res.status;
}

describe("npm run admin", () => {
  it("grants and revokes the claim, mirrored to the profile, and the next token carries it", async () => {
    const shopper = await createUser();
    await setClaims(shopper.uid, { tier: "gold" });
    await writeDocument(firestorePaths.user(shopper.uid), {
      uid: shopper.uid,
      email: shopper.email,
      admin: false,
    });
    const messageId = `m-${shopper.uid}`;
    await writeDocument(firestorePaths.contactMessage(messageId), {
      fullName: "Ravi Kumar",
      status: "new",
    });

    const granted = await admin("grant", shopper.email);
    expect(granted.code).toBe(0);
    expect(granted.stdout).toContain(
      `${shopper.email} (${shopper.uid}) in ${projectId}: now has the admin claim.`,
    );
    expect(granted.stdout).toContain(`Profile: users/${shopper.uid}.admin set to true.`);
    expect(await customClaims(shopper.uid)).toEqual({ tier: "gold", admin: true });
    expect(await readData(firestorePaths.user(shopper.uid))).toMatchObject({ admin: true });

    // The token from before the grant has no claim; a refreshed one has.
    expect(tokenClaims(shopper)).not.toHaveProperty("admin");
    expect(await readsInbox(shopper)).toBe(403);
    const operator = await signIn(shopper.email, shopper.password);
    expect(tokenClaims(operator)).toMatchObject({ admin: true, tier: "gold" });
    expect(await readsInbox(operator)).toBe(200);
    await expect(
      call("adminSetMessageStatus", { messageId, status: "read" }, operator.idToken),
    ).resolves.toMatchObject({ status: 200, result: { status: "read" } });

    const revoked = await admin("revoke", shopper.email);
    expect(revoked.code).toBe(0);
    expect(revoked.stdout).toContain("no longer has the admin claim.");
    expect(await customClaims(shopper.uid)).toEqual({ tier: "gold" });
    expect(await readData(firestorePaths.user(shopper.uid))).toMatchObject({ admin: false });
    const former = await signIn(shopper.email, shopper.password);
    expect(tokenClaims(former)).not.toHaveProperty("admin");
    expect(await readsInbox(former)).toBe(403);
    await expect(
      call("adminSetMessageStatus", { messageId, status: "replied" }, former.idToken),
    ).resolves.toMatchObject({
      error: {
        status: "PERMISSION_DENIED",
        message: "Only the shop's administrators can do this.",
      },
    });
  });

  it("names an e-mail that has no account, exit code 1", async () => {
    const email = `nobody-${Date.now()}@example.in`;
    const answer = await admin("grant", email);
    expect(answer.code).toBe(1);
    expect(answer.stderr).toContain(
      `No account with the e-mail ${email} in ${projectId}: they sign up (or sign in with Google) first.`,
    );
  });
});
