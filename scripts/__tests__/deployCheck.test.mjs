import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkBundle, runChecks } from "../deploy/checks.mjs";
import { checkIndexes } from "../deploy/firestore.mjs";
import { QUERIES } from "../deploy/queries.mjs";
import { WEB_KEYS } from "../deploy/config.mjs";
import { PRODUCTION_KEYS } from "../../web/src/config/webEnv.ts";
import { PROJECT, REPO, edit, fixture, removeFixtures } from "./deployFixture.mjs";

afterAll(removeFixtures);

const ENV = `functions/.env.${PROJECT}`;
const WEB = "web/.env.production";

/** Every problem the offline checks find, flattened. */
async function problems(root, project = PROJECT, environment = {}) {
  return (await runChecks(root, project, { environment })).flatMap(([, found]) => found);
}

describe("npm run deploy:check", () => {
  it("passes the configuration docs/deploy.md leaves, with the repository's rules and indexes", async () => {
    expect(await problems(fixture())).toEqual([]);
  });

  it("names a param without a default that is missing, and ignores ones with a default", async () => {
    const root = fixture({ [ENV]: edit(ENV, "EMAILJS_PUBLIC_KEY", "EMAILJS_PUBLIC_KEY=") });
    expect(await problems(root)).toEqual([
      `${ENV}: EMAILJS_PUBLIC_KEY is not set (no default; functions/src/config.ts).`,
    ]);
  });

  it("names a param with a default that the file leaves out: firebase deploy would stop to ask", async () => {
    const root = fixture({ [ENV]: edit(ENV, "WEBHOOK_MIN_INSTANCES", null) });
    expect(await problems(root)).toEqual([
      `${ENV}: WEBHOOK_MIN_INSTANCES is not in the file, so firebase deploy would stop to ask for it (write WEBHOOK_MIN_INSTANCES=0 to keep its default).`,
    ]);
  });

  it("refuses COD limits the server would misread: a pincode list with a typo, a fee in words", async () => {
    const pins = edit(ENV, "COD_REFUSED_PINCODES", "COD_REFUSED_PINCODES=560001, 56001, 11003X");
    expect(await problems(fixture({ [ENV]: pins }))).toEqual([
      `${ENV}: COD_REFUSED_PINCODES holds "56001", "11003X": list six-digit pincodes, comma-separated.`,
    ]);
    const fee = fixture({ [ENV]: edit(ENV, "COD_FEE_RUPEES", "COD_FEE_RUPEES=forty") });
    expect(await problems(fee)).toEqual([
      `${ENV}: COD_FEE_RUPEES must be a whole number, not "forty".`,
    ]);
  });

  it("wants the functions' lockfile, matching their package.json, with razorpay pinned exactly", async () => {
    const pkg = JSON.parse(readFileSync(join(REPO, "functions/package.json"), "utf8"));
    const loose = { ...pkg, dependencies: { ...pkg.dependencies, razorpay: "^2.9.6" } };
    expect(await problems(fixture({ "functions/package.json": JSON.stringify(loose) }))).toEqual([
      "functions/package-lock.json does not match functions/package.json's dependencies: regenerate it (docs/deploy.md, \"The functions' lockfile\").",
      `functions/package.json must pin razorpay exactly to the locked version (${pkg.dependencies.razorpay}), not "^2.9.6".`,
    ]);
    expect(await problems(fixture({ "functions/package-lock.json": null }))).toEqual([
      'functions/package-lock.json is missing (docs/deploy.md, "The functions\' lockfile").',
    ]);
  });

  it("stops when the params file is missing", async () => {
    expect(await problems(fixture({ [ENV]: null }))).toEqual([
      `${ENV} is missing: it holds the functions' params (docs/deploy.md, "Function params").`,
    ]);
  });

  it("refuses the local emulator's Razorpay address and key id", async () => {
    let root = fixture({ [ENV]: `${GOOD_ENV()}\nRAZORPAY_API_URL=http://127.0.0.1:4010` });
    expect(await problems(root)).toEqual([
      `${ENV}: RAZORPAY_API_URL must be unset in production (it points the functions at the local Razorpay emulator).`,
    ]);
    root = fixture({
      [ENV]: edit(ENV, "RAZORPAY_KEY_ID", "RAZORPAY_KEY_ID=rzp_test_localemulator"),
    });
    expect(await problems(root)).toEqual([
      `${ENV}: RAZORPAY_KEY_ID is the local emulator's key id, not one from the Razorpay dashboard.`,
    ]);
  });

  it("fails when the Razorpay key's mode is not the one the operator declares", async () => {
    let root = fixture({ [ENV]: edit(ENV, "RAZORPAY_MODE", "RAZORPAY_MODE=live") });
    expect(await problems(root)).toEqual([
      `${ENV}: RAZORPAY_KEY_ID is a test-mode key but RAZORPAY_MODE=live: use the live-mode key id (and its secret) or change RAZORPAY_MODE.`,
    ]);
    root = fixture({ [ENV]: edit(ENV, "RAZORPAY_MODE", null) });
    expect(await problems(root)).toEqual([
      `${ENV}: RAZORPAY_MODE must say which keys you mean to deploy: test or live.`,
    ]);
    root = fixture({ [ENV]: edit(ENV, "RAZORPAY_KEY_ID", "RAZORPAY_KEY_ID=key_live_1") });
    expect(await problems(root)).toEqual([
      `${ENV}: RAZORPAY_KEY_ID "key_live_1" is not a Razorpay key id (rzp_test_… or rzp_live_…).`,
    ]);
  });

  it("names a secret not stated as set, and a stated name the functions do not use", async () => {
    const root = fixture({
      [`ops/secrets.${PROJECT}`]: "RAZORPAY_KEY_SECRET\nEMAILJS_PRIVATE_KEY\nRAZORPAY_SECRET\n",
    });
    expect(await problems(root)).toEqual([
      `ops/secrets.${PROJECT}: RAZORPAY_WEBHOOK_SECRET is not listed: set it with \`npx firebase functions:secrets:set RAZORPAY_WEBHOOK_SECRET\`, then list it.`,
      `ops/secrets.${PROJECT}: RAZORPAY_SECRET is not a secret the functions use.`,
    ]);
  });

  it("names missing web config, another project's, and emulator settings", async () => {
    const root = fixture({
      [WEB]:
        "VITE_FIREBASE_PROJECT_ID=other-shop\nVITE_USE_EMULATORS=true\nVITE_EMULATOR_HOST=127.0.0.1\n",
    });
    expect(await problems(root)).toEqual([
      `${WEB}: VITE_FIREBASE_API_KEY, VITE_FIREBASE_APP_ID, VITE_APPCHECK_SITE_KEY not set.`,
      `${WEB}: VITE_FIREBASE_PROJECT_ID is other-shop, but you are deploying ${PROJECT}.`,
      `${WEB}: VITE_USE_EMULATORS=true.`,
      `${WEB}: VITE_EMULATOR_HOST is for the local stack only; remove it.`,
    ]);
    expect(await problems(fixture({ [WEB]: null }))).toEqual([
      `${WEB} is missing: copy the web app's config from the Firebase console into it (docs/deploy.md, "Register the web app").`,
    ]);
  });

  it("names a VITE_ variable left in the shell, which would win over the file", async () => {
    expect(await problems(fixture(), PROJECT, { VITE_USE_EMULATORS: "true", HOME: "/x" })).toEqual([
      "VITE_USE_EMULATORS=true is set in this shell and would override web/.env.production in the build: unset it.",
    ]);
  });

  it("refuses a demo project and no project at all", async () => {
    const root = fixture({ [`functions/.env.demo-shop`]: GOOD_ENV() });
    expect((await problems(root, "demo-shop"))[0]).toBe(
      "demo-shop is a demo project: emulators only.",
    );
    expect(await runChecks(root, undefined)).toEqual([
      ["Firebase project", ["No project: run `npx firebase use --add` or pass --project <id>."]],
    ]);
  });

  it("finds broken rules", async () => {
    const root = fixture({ "firestore.rules": "service cloud.firestore {\n  match /x/{y} {\n}\n" });
    expect(await problems(root)).toEqual([
      "firestore.rules: does not start with rules_version = '2';",
      "firestore.rules: braces do not balance.",
    ]);
  });

  it("names a query without its index, and a malformed index", async () => {
    const root = fixture({
      "firestore.indexes.json": JSON.stringify({
        indexes: [
          {
            collectionGroup: "Orders",
            queryScope: "COLLECTION",
            fields: [{ fieldPath: "status" }],
          },
        ],
        fieldOverrides: [],
      }),
    });
    expect(await problems(root)).toEqual([
      "firestore.indexes.json: indexes[0]: a composite index needs at least two fields.",
      // Firestore's automatic single-field indexes serve one field of one collection.
      ...QUERIES.filter(
        (q) => q.queryScope === "COLLECTION_GROUP" || q.equality.length + q.order.length > 1,
      ).map((q) =>
        expect.stringContaining(`firestore.indexes.json: no index for ${q.what} (${q.file})`),
      ),
    ]);
  });

  it("names a source file whose query the list does not know", async () => {
    const root = fixture();
    mkdirSync(join(root, "functions/src/admin"), { recursive: true });
    writeFileSync(
      join(root, "functions/src/admin/report.ts"),
      'db().collection("Orders").where("status", "==", "paid").orderBy("amount");\n',
    );
    expect(checkIndexes(root)).toEqual([
      "functions/src/admin/report.ts runs a Firestore query that scripts/deploy/queries.mjs does not list.",
    ]);
  });

  it("reads the same Firebase web config names the app requires", () => {
    expect(WEB_KEYS).toEqual([...PRODUCTION_KEYS]);
  });
});

describe("the built site", () => {
  function site(files) {
    const dist = join(fixture(), "web/dist");
    for (const [name, text] of Object.entries({ "index.html": "<html></html>", ...files })) {
      mkdirSync(join(dist, name, ".."), { recursive: true });
      writeFileSync(join(dist, name), text);
    }
    return dist;
  }

  it("passes with library strings that name no emulator", () => {
    const dist = site({
      "assets/auth.js": 'let r="http://localhost";const p=t||"demo-project";',
      "assets/auth.js.map":
        '{"sourcesContent":["connectAuthEmulator(auth, \'http://127.0.0.1:9099\')"]}',
    });
    expect(checkBundle(dist)).toEqual([]);
  });

  it("finds an emulator host, a demo project and the emulator's key", () => {
    const dist = site({
      "app.html": '<link rel="preconnect" href="http://127.0.0.1:9099">',
      "assets/index.js":
        'const e={projectId:"demo-shop",host:"localhost:8080",key:"rzp_test_localemulator"}',
    });
    expect(checkBundle(dist).sort()).toEqual([
      'app.html contains an emulator host (127.0.0.1): "127.0.0.1".',
      'assets/index.js contains a demo project id: "demo-shop".',
      'assets/index.js contains an emulator host (localhost:port): "localhost:8080".',
      'assets/index.js contains the Razorpay emulator\'s key id: "rzp_test_localemulator".',
    ]);
  });
});

function GOOD_ENV() {
  return edit(ENV, "RAZORPAY_MODE", "RAZORPAY_MODE=test");
}
