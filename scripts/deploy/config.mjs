import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseEnv } from "node:util";

/** A dotenv file as firebase-tools and Vite read it; null when it does not exist. */
const readDotenv = (path) => (existsSync(path) ? parseEnv(readFileSync(path, "utf8")) : null);

// `rules(content)` lists a message or false per rule; each message then names the file.
const fileProblems = (file, content, missing, rules) =>
  content
    ? rules(content)
        .flat()
        .filter(Boolean)
        .map((problem) => `${file}: ${problem}`)
    : [`${file} is missing: ${missing}`];

/** Every define*("NAME", {...}) of firebase-functions/params: kind and its default, if any. */
export function definedParams(root) {
  const params = [];
  for (const file of ["functions/src/config.ts", "functions/src/runtime.ts"]) {
    const path = join(root, file);
    if (!existsSync(path)) continue;
    const text = readFileSync(path, "utf8");
    const pattern =
      /define(String|Int|Secret|Boolean|Float|List)\(\s*"([A-Z0-9_]+)"\s*(?:,\s*\{([^}]*)\})?/g;
    for (const [, kind, name, options = ""] of text.matchAll(pattern)) {
      const fallback = /\bdefault\s*:\s*(?:"([^"]*)"|(\d+))/.exec(options);
      params.push({
        name,
        kind: kind.toLowerCase(),
        hasDefault: /\bdefault\s*:/.test(options),
        defaultValue: fallback ? (fallback[1] ?? fallback[2]) : undefined,
        file,
      });
    }
  }
  return params;
}

// functions/.env.<project>: each param without a default set, and every param in the file, as
// firebase deploy asks for any the file leaves out and stops when it cannot ask (a CI deploy).
export function checkFunctionParams(root, project) {
  const file = `functions/.env.${project}`;
  const params = definedParams(root).filter((p) => p.kind !== "secret");
  const missing = `it holds the functions' params (docs/deploy.md, "Function params").`;
  return fileProblems(file, readDotenv(join(root, file)), missing, (env) => [
    ...params.map(({ name, hasDefault, defaultValue, kind, file: source }) => [
      !hasDefault && !env[name] && `${name} is not set (no default; ${source}).`,
      hasDefault &&
        !(name in env) &&
        `${name} is not in the file, so firebase deploy would stop to ask for it (write ${name}=${defaultValue ?? ""} to keep its default).`,
      kind === "int" &&
        env[name] !== undefined &&
        !/^\d+$/.test(env[name]) &&
        `${name} must be a whole number, not "${env[name]}".`,
    ]),
    env.RAZORPAY_API_URL &&
      "RAZORPAY_API_URL must be unset in production (it points the functions at the local Razorpay emulator).",
    env.SHOP_ADMIN_EMAIL &&
      !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(env.SHOP_ADMIN_EMAIL) &&
      `SHOP_ADMIN_EMAIL is not an e-mail address: "${env.SHOP_ADMIN_EMAIL}".`,
    refusedPincodes(env.COD_REFUSED_PINCODES),
    razorpayMode(env),
  ]);
}

/** The server reads only six-digit pincodes (parsePincodeList): a typo would refuse nothing. */
function refusedPincodes(text = "") {
  const bad = text.split(/[\s,;]+/).filter((pin) => pin && !/^[1-9]\d{5}$/.test(pin));
  return (
    bad.length > 0 &&
    `COD_REFUSED_PINCODES holds ${bad.map((pin) => `"${pin}"`).join(", ")}: list six-digit pincodes, comma-separated.`
  );
}

/** The Razorpay key's mode must be the one RAZORPAY_MODE declares. */
function razorpayMode({ RAZORPAY_KEY_ID: keyId, RAZORPAY_MODE: declared }) {
  const mode = /^rzp_(test|live)_[A-Za-z0-9]+$/.exec(keyId ?? "")?.[1];
  if (!keyId) return false;
  if (!mode)
    return `RAZORPAY_KEY_ID "${keyId}" is not a Razorpay key id (rzp_test_… or rzp_live_…).`;
  if (/localemulator/.test(keyId))
    return "RAZORPAY_KEY_ID is the local emulator's key id, not one from the Razorpay dashboard.";
  if (declared !== "test" && declared !== "live")
    return "RAZORPAY_MODE must say which keys you mean to deploy: test or live.";
  return (
    mode !== declared &&
    `RAZORPAY_KEY_ID is a ${mode}-mode key but RAZORPAY_MODE=${declared}: use the ${declared}-mode key id (and its secret) or change RAZORPAY_MODE.`
  );
}

// Secret Manager cannot be read offline, so after each `firebase functions:secrets:set NAME` the
// operator lists NAME in ops/secrets.<project> (docs/deploy.md); no secret missing, none unknown.
export function checkSecrets(root, project) {
  const file = `ops/secrets.${project}`;
  const secrets = definedParams(root).flatMap((p) => (p.kind === "secret" ? [p.name] : []));
  const stated =
    existsSync(join(root, file)) &&
    readFileSync(join(root, file), "utf8")
      .split(/\r?\n/)
      .map((line) => line.replace(/#.*/, "").trim())
      .filter(Boolean);
  const missing = `set each secret with \`npx firebase functions:secrets:set NAME\`, then list it there (${secrets.join(", ")}).`;
  return fileProblems(file, stated, missing, (names) => [
    ...secrets
      .filter((name) => !names.includes(name))
      .map(
        (name) =>
          `${name} is not listed: set it with \`npx firebase functions:secrets:set ${name}\`, then list it.`,
      ),
    ...names
      .filter((name) => !secrets.includes(name))
      .map((name) => `${name} is not a secret the functions use.`),
  ]);
}

// Cloud Build installs the functions on their own, so only this lockfile makes it install what the
// tests ran (refunds reach into the Razorpay SDK's axios, so its version is pinned exactly).
export function checkFunctionsLockfile(root) {
  const read = (file) => JSON.parse(readFileSync(join(root, file), "utf8"));
  if (!existsSync(join(root, "functions/package-lock.json"))) {
    return ['functions/package-lock.json is missing (docs/deploy.md, "The functions\' lockfile").'];
  }
  const wanted = read("functions/package.json").dependencies ?? {};
  const lock = read("functions/package-lock.json");
  const razorpay = lock.packages?.["node_modules/razorpay"]?.version;
  return [
    JSON.stringify(lock.packages?.[""]?.dependencies ?? {}) !== JSON.stringify(wanted) &&
      "functions/package-lock.json does not match functions/package.json's dependencies: regenerate it (docs/deploy.md, \"The functions' lockfile\").",
    wanted.razorpay !== razorpay &&
      `functions/package.json must pin razorpay exactly to the locked version (${razorpay}), not "${wanted.razorpay}".`,
  ].filter(Boolean);
}

/** The Firebase web config a production build needs, read from webEnv.ts's PRODUCTION_KEYS. */
const webEnv = readFileSync(new URL("../../web/src/config/webEnv.ts", import.meta.url), "utf8");
export const WEB_KEYS = [
  .../PRODUCTION_KEYS = \[([^\]]*)\]/.exec(webEnv)[1].matchAll(/"(\w+)"/g),
].map((match) => match[1]);
const LOCAL_ONLY = [
  "VITE_EMULATOR_HOST",
  "VITE_AUTH_EMULATOR_PORT",
  "VITE_FIRESTORE_EMULATOR_PORT",
];

// A VITE_* variable in this process's `environment` wins over web/.env.production in the build, so
// one left over from the local stack would ship.
export function checkWebConfig(root, project, environment = {}) {
  const file = "web/.env.production";
  const env = readDotenv(join(root, file));
  const missing = `copy the web app's config from the Firebase console into it (docs/deploy.md, "Register the web app").`;
  const unset = WEB_KEYS.filter((key) => !env?.[key]);
  const checkout = env?.VITE_RAZORPAY_CHECKOUT_URL;
  const shell = Object.entries(env ? environment : {}).filter(
    ([key, value]) => (key.startsWith("VITE_") || key === "SITE_URL") && value !== env[key],
  );
  return [
    ...fileProblems(file, env, missing, () => [
      unset.length > 0 && `${unset.join(", ")} not set.`,
      env.VITE_FIREBASE_PROJECT_ID &&
        env.VITE_FIREBASE_PROJECT_ID !== project &&
        `VITE_FIREBASE_PROJECT_ID is ${env.VITE_FIREBASE_PROJECT_ID}, but you are deploying ${project}.`,
      env.VITE_USE_EMULATORS === "true" && "VITE_USE_EMULATORS=true.",
      LOCAL_ONLY.filter((key) => env[key]).map(
        (key) => `${key} is for the local stack only; remove it.`,
      ),
      checkout &&
        !checkout.startsWith("https://checkout.razorpay.com/") &&
        `VITE_RAZORPAY_CHECKOUT_URL is ${checkout}; remove it to use Razorpay's own.`,
      env.SITE_URL &&
        !/^https:\/\/[^/]+/.test(env.SITE_URL) &&
        `SITE_URL must be the shop's https address, not "${env.SITE_URL}".`,
    ]),
    ...shell.map(
      ([key, value]) =>
        `${key}=${value} is set in this shell and would override ${file} in the build: unset it.`,
    ),
  ];
}
