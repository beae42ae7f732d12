import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import globals from "globals";
import importX from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { readdirSync } from "node:fs";

// The web's layers, top to bottom: app → features → shared → domain
// (docs/architecture.md, Layers). An import may only point down, or sideways
// to another feature's index.ts.
const app = [
  "./web/src/app",
  "./web/src/main.tsx",
  "./web/src/admin.tsx",
  "./web/src/prerender.tsx",
];
const shared = ["./web/src/lib", "./web/src/components", "./web/src/config"];
const features = readdirSync(new URL("./web/src/features", import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Tests may import their own feature's internals like any of its files, and
 * another feature's internals and test helpers to set up the state the code
 * under test reads (the session, the cart). Of app/ they may import only
 * app/App, to drive a route through the whole shop.
 */
function layerZones({ tests }) {
  return [
    {
      target: "./web/src/features",
      from: app[0],
      except: tests ? ["./App.tsx"] : [],
      message:
        "features/ may not import app/: shared code belongs in lib/, components/ or config/.",
    },
    {
      target: "./web/src/features",
      from: app.slice(1),
      message: "features/ may not import the entry points.",
    },
    {
      target: shared,
      from: ["./web/src/features", ...app],
      message: "lib/, components/ and config/ are shared: they may not import features/ or app/.",
    },
    ...(tests
      ? []
      : features.map((name) => ({
          target: `./web/src/features/${name}`,
          from: "./web/src/features",
          except: [`./${name}`, ...features.map((other) => `./${other}/index.ts`)],
          message: "Another feature is reached only through its public index.ts.",
        }))),
  ];
}

/**
 * Firebase sits behind intent-named modules (docs/architecture.md, "The web's
 * Firebase modules"): lib/firebase.ts and lib/sdk/* own the SDKs,
 * lib/firestoreRest.ts the REST reads, lib/callables.ts (over its wire,
 * lib/callableTransport.ts) the callables, and
 * each feature's api/ folder turns them into verbs (watchOrder,
 * saveProfileAddress). Nothing else imports an SDK or those owners.
 */
const firebaseOwners = [
  "web/src/lib/firebase.ts",
  "web/src/lib/sdk/**",
  "web/src/lib/firestoreRest.ts",
  "web/src/lib/callables.ts",
  "web/src/lib/callableTransport.ts",
  "web/src/lib/appCheck.ts",
];
const featureApis = "web/src/features/*/api/**";
const firebaseMessage =
  "Firebase is reached only through a feature's api/ module (features/<name>/api/*.ts, e.g. watchOrder) over lib/firebase.ts, lib/sdk/* and lib/firestoreRest.ts: pages, components, hooks and stores call those verbs.";
const sdkThroughLibMessage =
  "An api/ module loads the SDK through lib/sdk/* (only the functions the shop uses reach the bundle) and lib/firebase.ts; from firebase/* it may import types only.";
const firebaseSpecifiers = "^@?firebase(/|$)";
const firebaseZone = {
  target: "./web/src",
  from: ["./web/src/lib/firebase.ts", "./web/src/lib/sdk", "./web/src/lib/firestoreRest.ts"],
  message: firebaseMessage,
};
/** import("firebase/...") is not seen by no-restricted-imports. */
const dynamicFirebaseImport = (message) => ({
  selector: "ImportExpression[source.value=/^@?firebase(\\u002F|$)/]",
  message,
});

/**
 * A collection's name written out anywhere but the domain's paths module
 * (functions/src/domain/firestorePaths.ts): build the path with
 * firestorePaths or COLLECTIONS, so a rename is one edit.
 */
const collectionNames =
  "users|Orders|ContactMessages|rateLimits|razorpayEvents|razorpayOrders|razorpayOrderClaims|orderGuards";
const collectionLiterals = [
  {
    selector: `Literal[value=/^(${collectionNames})(\\u002F|$)/]`,
    message:
      "A Firestore collection or path is built with firestorePaths / COLLECTIONS from the domain (functions/src/domain/firestorePaths.ts).",
  },
  {
    selector: `TemplateElement[value.raw=/(^|\\u002F)(${collectionNames})\\u002F/]`,
    message:
      "A Firestore path is built with firestorePaths from the domain (functions/src/domain/firestorePaths.ts), not a template string.",
  },
];

const domainMessage =
  "The domain is pure and shared with the web: it imports only itself and packages.";

export default tseslint.config(
  {
    ignores: [
      "**/node_modules",
      "functions/lib",
      "web/dist",
      "tools/razorpay-emulator/dist",
      "test-results",
      "coverage",
      ".stack",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      "@typescript-eslint/ban-ts-comment": "error",
    },
  },
  {
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ["web/src/**/*.{ts,tsx}", "functions/src/domain/**/*.ts"],
    plugins: { "import-x": importX },
    settings: {
      // Which files no-cycle follows and how it parses them; the resolver reads
      // web/tsconfig.json (its paths give @shop/domain, its include the domain).
      "import-x/extensions": [".ts", ".tsx"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "web/tsconfig.json" })],
    },
  },
  {
    // The domain is shared with the browser: no Firebase, no React, no Node,
    // and no relative import out of it (to the functions or anywhere else).
    files: ["functions/src/domain/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: ["firebase*", "firebase-*", "react*", "node:*", "razorpay", "@emailjs/*"] },
      ],
      "import-x/no-restricted-paths": [
        "error",
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: "./functions/src/domain",
              from: "./functions",
              except: ["./src/domain", "./node_modules"],
              message: domainMessage,
            },
            {
              target: "./functions/src/domain",
              from: ["./web", "./tests", "./scripts"],
              message: domainMessage,
            },
          ],
        },
      ],
    },
  },
  {
    files: ["web/src/**/*.{ts,tsx}"],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        { basePath: import.meta.dirname, zones: layerZones({ tests: false }) },
      ],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    // Everything but the Firebase modules and tests: no SDK, no SDK owner.
    files: ["web/src/**/*.{ts,tsx}"],
    ignores: [...firebaseOwners, featureApis, "web/src/**/__tests__/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: firebaseSpecifiers, message: firebaseMessage }] },
      ],
      "no-restricted-syntax": [
        "error",
        dynamicFirebaseImport(firebaseMessage),
        ...collectionLiterals,
      ],
      "import-x/no-restricted-paths": [
        "error",
        {
          basePath: import.meta.dirname,
          zones: [...layerZones({ tests: false }), firebaseZone],
        },
      ],
    },
  },
  {
    // A feature's api/ module: the SDK's functions come through lib/sdk/*.
    files: [featureApis],
    ignores: ["web/src/**/__tests__/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: firebaseSpecifiers, allowTypeImports: true, message: sdkThroughLibMessage },
          ],
        },
      ],
      "no-restricted-syntax": [
        "error",
        dynamicFirebaseImport(sdkThroughLibMessage),
        ...collectionLiterals,
      ],
    },
  },
  {
    files: [...firebaseOwners, "functions/src/**/*.ts"],
    ignores: [
      "functions/src/domain/firestorePaths.ts",
      "functions/src/**/__tests__/**",
      "functions/src/testing/**",
    ],
    rules: { "no-restricted-syntax": ["error", ...collectionLiterals] },
  },
  {
    files: ["web/src/**/__tests__/**/*.{ts,tsx}"],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        { basePath: import.meta.dirname, zones: layerZones({ tests: true }) },
      ],
    },
  },
  {
    files: ["web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
);
