import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  AdminCommandError,
  UsageError,
  explainFailure,
  parseAdminArgs,
  setAdminClaim,
  summary,
} from "../admin/claims.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));
const EMULATORS = {
  FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099",
  FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080",
};

describe("parseAdminArgs: what and where", () => {
  it("grants against a real project named by --project or GOOGLE_CLOUD_PROJECT", () => {
    expect(parseAdminArgs(["grant", "asha@example.in", "--project", "aquasense-prod"], {})).toEqual(
      {
        action: "grant",
        email: "asha@example.in",
        project: "aquasense-prod",
        emulators: undefined,
      },
    );
    expect(
      parseAdminArgs(["revoke", "asha@example.in"], { GOOGLE_CLOUD_PROJECT: "aquasense-prod" }),
    ).toMatchObject({ action: "revoke", project: "aquasense-prod", emulators: undefined });
  });

  it("--local finds the stack's emulators through SHOP_PORT_OFFSET, in its demo project", () => {
    expect(
      parseAdminArgs(["grant", "asha@example.in", "--local"], { SHOP_PORT_OFFSET: "900" }),
    ).toEqual({
      action: "grant",
      email: "asha@example.in",
      project: "demo-shop",
      emulators: { auth: "127.0.0.1:9999", firestore: "127.0.0.1:8980" },
    });
    expect(parseAdminArgs(["grant", "a@b.in", "--local"], {}).emulators).toEqual({
      auth: "127.0.0.1:9099",
      firestore: "127.0.0.1:8080",
    });
  });

  it("uses the emulators the environment names, as `stack.mjs --run` sets them", () => {
    expect(
      parseAdminArgs(["revoke", "a@b.in"], { ...EMULATORS, GCLOUD_PROJECT: "demo-shop" }),
    ).toEqual({
      action: "revoke",
      email: "a@b.in",
      project: "demo-shop",
      emulators: { auth: "127.0.0.1:9099", firestore: "127.0.0.1:8080" },
    });
  });

  it.each([
    [[], {}, "Say grant or revoke."],
    [["promote", "a@b.in"], {}, 'Unknown action "promote": grant or revoke.'],
    [["grant"], {}, "Whose admin claim to grant? Give an e-mail."],
    [["grant", "asha"], {}, '"asha" is not an e-mail address.'],
    [["grant", "a@b.in", "c@d.in"], {}, 'One e-mail at a time: unexpected "c@d.in".'],
    [
      ["grant", "a@b.in"],
      {},
      "Which project? Pass --project <id> or set GOOGLE_CLOUD_PROJECT (or --local for the local stack).",
    ],
    [
      ["grant", "a@b.in", "--project", "demo-shop"],
      {},
      "demo-shop is a demo project, which only the emulators serve: add --local, or run through `node scripts/stack.mjs --run`.",
    ],
    [
      ["grant", "a@b.in"],
      { FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099", GOOGLE_CLOUD_PROJECT: "aquasense-prod" },
      "FIREBASE_AUTH_EMULATOR_HOST is set but FIRESTORE_EMULATOR_HOST is not: set both (or use --local) for emulators, neither for a real project.",
    ],
  ])("refuses %j %j: %s", (argv, env, message) => {
    expect(() => parseAdminArgs(argv, env)).toThrow(new UsageError(message));
  });

  it("refuses an option it does not know", () => {
    expect(() => parseAdminArgs(["grant", "a@b.in", "--force"], {})).toThrow(UsageError);
  });
});

/** The Admin SDK's Auth and Firestore as far as the command uses them, in memory. */
function fakeServices({ claims, profile }) {
  const state = { claims, profile, claimWrites: [], revoked: [] };
  const auth = {
    getUserByEmail: async (email) => {
      if (email !== "asha@example.in") {
        throw Object.assign(new Error("no user"), { code: "auth/user-not-found" });
      }
      return { uid: "u-asha", email, customClaims: state.claims };
    },
    setCustomUserClaims: async (uid, next) => {
      state.claimWrites.push([uid, next]);
      state.claims = next ?? undefined;
    },
    revokeRefreshTokens: async (uid) => void state.revoked.push(uid),
  };
  const snap = () => ({ exists: state.profile !== undefined, get: (f) => state.profile?.[f] });
  const firestore = {
    doc: (path) => ({ path }),
    runTransaction: (body) =>
      body({
        get: async (ref) => (expect(ref.path).toBe("users/u-asha"), snap()),
        update: (_ref, data) => Object.assign(state.profile, data),
      }),
  };
  return { state, services: { auth, firestore } };
}

const grant = { action: "grant", email: "asha@example.in", project: "aquasense-prod" };
const revoke = { ...grant, action: "revoke" };

describe("setAdminClaim", () => {
  it("adds admin: true beside the claims the user already has, and mirrors it", async () => {
    const { state, services } = fakeServices({
      claims: { tier: "gold" },
      profile: { admin: false, name: "Asha" },
    });
    const result = await setAdminClaim(services, grant);
    expect(state.claimWrites).toEqual([["u-asha", { tier: "gold", admin: true }]]);
    expect(state.profile).toEqual({ admin: true, name: "Asha" });
    expect(result).toEqual({
      uid: "u-asha",
      email: "asha@example.in",
      wasAdmin: false,
      mirrored: "updated",
    });
  });

  it("revokes admin only, keeping other claims; with none left, clears the claims", async () => {
    const kept = fakeServices({ claims: { tier: "gold", admin: true }, profile: { admin: true } });
    await setAdminClaim(kept.services, revoke);
    expect(kept.state.claimWrites).toEqual([["u-asha", { tier: "gold" }]]);
    expect(kept.state.profile).toEqual({ admin: false });

    const only = fakeServices({ claims: { admin: true }, profile: { admin: true } });
    await expect(setAdminClaim(only.services, revoke)).resolves.toMatchObject({ wasAdmin: true });
    expect(only.state.claimWrites).toEqual([["u-asha", null]]);
  });

  it("revokes the account's refresh tokens on revoke, and only then", async () => {
    const revoked = fakeServices({ claims: { admin: true }, profile: { admin: true } });
    await setAdminClaim(revoked.services, revoke);
    expect(revoked.state.revoked).toEqual(["u-asha"]);
    const granted = fakeServices({ claims: undefined, profile: { admin: false } });
    await setAdminClaim(granted.services, grant);
    expect(granted.state.revoked).toEqual([]);
  });

  it("reports a profile already right, and one not written yet, without creating it", async () => {
    const right = fakeServices({ claims: undefined, profile: { admin: true } });
    await expect(setAdminClaim(right.services, grant)).resolves.toMatchObject({
      mirrored: "unchanged",
    });
    const none = fakeServices({ claims: undefined, profile: undefined });
    await expect(setAdminClaim(none.services, grant)).resolves.toMatchObject({
      mirrored: "missing",
    });
    expect(none.state.profile).toBeUndefined();
    expect(none.state.claimWrites).toEqual([["u-asha", { admin: true }]]);
  });

  it("names an unknown e-mail and the project, and changes nothing", async () => {
    const { state, services } = fakeServices({ claims: undefined, profile: undefined });
    const refused = setAdminClaim(services, { ...grant, email: "nobody@example.in" });
    await expect(refused).rejects.toThrow(
      new AdminCommandError(
        "No account with the e-mail nobody@example.in in aquasense-prod: they sign up (or sign in with Google) first.",
      ),
    );
    expect(state.claimWrites).toEqual([]);
  });
});

describe("what the command prints", () => {
  it("says what changed and when the browser sees it", () => {
    const result = {
      uid: "u-asha",
      email: "asha@example.in",
      wasAdmin: false,
      mirrored: "updated",
    };
    expect(summary(grant, result)).toEqual([
      "asha@example.in (u-asha) in aquasense-prod: now has the admin claim.",
      "Profile: users/u-asha.admin set to true.",
      "Their browser sees it on its next token refresh: the shop refreshes the token when the profile and the token disagree, on the next page load or sign-in.",
    ]);
    expect(summary(revoke, { ...result, wasAdmin: true })[0]).toBe(
      "asha@example.in (u-asha) in aquasense-prod: no longer has the admin claim.",
    );
    expect(summary(revoke, { ...result, mirrored: "missing" })[1]).toMatch(
      /^Profile: users\/u-asha does not exist yet/,
    );
  });

  it.each([
    [
      new Error("Could not load the default credentials. Browse to https://cloud.google.com/…"),
      undefined,
      "No usable Google credentials: run `gcloud auth application-default login` as an account that may manage the project's users, or set GOOGLE_APPLICATION_CREDENTIALS to a service account key.",
    ],
    [
      Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:9999"), {
        code: "app/network-error",
      }),
      { auth: "127.0.0.1:9999", firestore: "127.0.0.1:8980" },
      "The emulators do not answer (Auth 127.0.0.1:9999, Firestore 127.0.0.1:8980): is the local stack running (npm start), with the same SHOP_PORT_OFFSET?",
    ],
    [
      Object.assign(new Error("The caller does not have permission"), {
        code: "auth/insufficient-permission",
      }),
      undefined,
      "These credentials may not manage aquasense-prod's users or Firestore (they need Firebase Authentication Admin and Cloud Datastore User): The caller does not have permission",
    ],
    [new AdminCommandError("No account."), undefined, "No account."],
    [
      Object.assign(new Error("boom"), { code: "auth/internal-error" }),
      undefined,
      "auth/internal-error: boom",
    ],
  ])("explains %s", (error, emulators, text) => {
    expect(explainFailure(error, { project: "aquasense-prod", emulators })).toBe(text);
  });
});

describe("npm run admin", () => {
  const run = (args, env = {}) =>
    spawnSync(process.execPath, ["scripts/admin.mjs", ...args], {
      cwd: root,
      encoding: "utf8",
      env: { PATH: process.env.PATH, ...env },
    });

  it("prints the mistake and the usage, exit code 2, before touching any service", () => {
    const answer = run(["grant"]);
    expect(answer.status).toBe(2);
    expect(answer.stderr).toContain("Whose admin claim to grant? Give an e-mail.");
    expect(answer.stderr).toContain("Usage: npm run admin -- grant|revoke <email>");
    expect(answer.stdout).toBe("");
  });

  it("asks which project when none is named", () => {
    const answer = run(["revoke", "asha@example.in"]);
    expect(answer.status).toBe(2);
    expect(answer.stderr).toMatch(/^Which project\? Pass --project <id>/);
  });
});
