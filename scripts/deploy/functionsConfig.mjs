import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseEnv } from "node:util";

/** A dotenv file as firebase-tools and Vite read it; null when it does not exist. */
export const readDotenv = (path) =>
  existsSync(path) ? parseEnv(readFileSync(path, "utf8")) : null;

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

const KEY_ID = /^rzp_(test|live)_[A-Za-z0-9]+$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// functions/.env.<project>: each param without a default set, local-only ones unset, and the
// Razorpay key's mode the one RAZORPAY_MODE declares.
export function checkFunctionParams(root, project) {
  const problems = [];
  const file = `functions/.env.${project}`;
  const env = readDotenv(join(root, file));
  if (!env)
    return [
      `${file} is missing: it holds the functions' params (docs/deploy.md, "Function params").`,
    ];
  const params = definedParams(root).filter((p) => p.kind !== "secret");
  for (const param of params) {
    const value = env[param.name];
    if (!param.hasDefault && !value) {
      problems.push(`${file}: ${param.name} is not set (no default; ${param.file}).`);
    }
    // firebase deploy asks for every param the file leaves out, default or not, and stops
    // when it cannot ask (a CI deploy).
    if (param.hasDefault && !(param.name in env)) {
      problems.push(
        `${file}: ${param.name} is not in the file, so firebase deploy would stop to ask for it ` +
          `(write ${param.name}=${param.defaultValue ?? ""} to keep its default).`,
      );
    }
    if (param.kind === "int" && value !== undefined && !/^\d+$/.test(value)) {
      problems.push(`${file}: ${param.name} must be a whole number, not "${value}".`);
    }
  }
  if (env.RAZORPAY_API_URL) {
    problems.push(
      `${file}: RAZORPAY_API_URL must be unset in production (it points the functions at the local Razorpay emulator).`,
    );
  }
  if (env.SHOP_ADMIN_EMAIL && !EMAIL.test(env.SHOP_ADMIN_EMAIL)) {
    problems.push(`${file}: SHOP_ADMIN_EMAIL is not an e-mail address: "${env.SHOP_ADMIN_EMAIL}".`);
  }
  problems.push(...checkRazorpayMode(file, env));
  return problems;
}

function checkRazorpayMode(file, { RAZORPAY_KEY_ID: keyId, RAZORPAY_MODE: declared }) {
  const mode = KEY_ID.exec(keyId ?? "")?.[1];
  if (!keyId) return [];
  if (!mode)
    return [
      `${file}: RAZORPAY_KEY_ID "${keyId}" is not a Razorpay key id (rzp_test_… or rzp_live_…).`,
    ];
  if (/localemulator/.test(keyId))
    return [
      `${file}: RAZORPAY_KEY_ID is the local emulator's key id, not one from the Razorpay dashboard.`,
    ];
  if (declared !== "test" && declared !== "live")
    return [`${file}: RAZORPAY_MODE must say which keys you mean to deploy: test or live.`];
  if (mode === declared) return [];
  return [
    `${file}: RAZORPAY_KEY_ID is a ${mode}-mode key but RAZORPAY_MODE=${declared}: ` +
      `use the ${declared}-mode key id (and its secret) or change RAZORPAY_MODE.`,
  ];
}

// Secret Manager cannot be read offline, so after each `firebase functions:secrets:set NAME` the
// operator lists NAME in ops/secrets.<project> (docs/deploy.md); no secret missing, none unknown.
export function checkSecrets(root, project) {
  const file = `ops/secrets.${project}`;
  const path = join(root, file);
  const secrets = definedParams(root)
    .filter((p) => p.kind === "secret")
    .map((p) => p.name);
  if (!existsSync(path)) {
    return [
      `${file} is missing: set each secret with \`npx firebase functions:secrets:set NAME\`, ` +
        `then list it there (${secrets.join(", ")}).`,
    ];
  }
  const stated = readFileSync(path, "utf8")
    .split(/\r?\n/)
    .map((line) => line.replace(/#.*/, "").trim())
    .filter(Boolean);
  const problems = [];
  for (const name of secrets) {
    if (!stated.includes(name)) {
      problems.push(
        `${file}: ${name} is not listed: set it with \`npx firebase functions:secrets:set ${name}\`, then list it.`,
      );
    }
  }
  for (const name of stated) {
    if (!secrets.includes(name))
      problems.push(`${file}: ${name} is not a secret the functions use.`);
  }
  return problems;
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
  const locked = lock.packages?.[""]?.dependencies ?? {};
  const problems = [];
  if (JSON.stringify(locked) !== JSON.stringify(wanted)) {
    problems.push(
      "functions/package-lock.json does not match functions/package.json's dependencies: regenerate it (docs/deploy.md, \"The functions' lockfile\").",
    );
  }
  const razorpay = lock.packages?.["node_modules/razorpay"]?.version;
  if (wanted.razorpay !== razorpay) {
    problems.push(
      `functions/package.json must pin razorpay exactly to the locked version (${razorpay}), not "${wanted.razorpay}".`,
    );
  }
  return problems;
}
