/** Pure and zod-free, for the build's check too; no emulator host can reach production. */
export type RawEnv = Readonly<Record<string, unknown>>;

/** The Firebase web config a production build needs (docs/deploy.md, step "Register the web app"). */
export const PRODUCTION_KEYS = [
  "VITE_FIREBASE_PROJECT_ID",
  "VITE_FIREBASE_API_KEY",
  "VITE_FIREBASE_APP_ID",
  "VITE_APPCHECK_SITE_KEY",
] as const;
const EMULATOR_KEYS = ["VITE_FIREBASE_PROJECT_ID", "VITE_FIREBASE_API_KEY", "VITE_EMULATOR_HOST"];

export function readWebEnv(raw: RawEnv) {
  const get = (name: string) => (raw[name] as string | undefined) || undefined;
  const useEmulators = get("VITE_USE_EMULATORS") === "true";
  const missing = (useEmulators ? EMULATOR_KEYS : PRODUCTION_KEYS).filter((name) => !get(name));
  if (missing.length > 0) {
    throw new Error(
      `Web configuration is incomplete: ${missing.join(", ")} ${missing.length > 1 ? "are" : "is"} not set. ` +
        (useEmulators
          ? "The local stack sets them (scripts/stack.mjs)."
          : "A production build reads the Firebase web config from web/.env.production (docs/deploy.md); " +
            "development and the local stack set VITE_USE_EMULATORS=true."),
    );
  }
  const text = (name: string, fallback: string) => get(name) ?? fallback;
  function port(name: string, fallback: number): number {
    const value = Number(raw[name] ?? fallback);
    if (!Number.isInteger(value) || value <= 0) {
      throw new Error(`Web configuration: ${name} is not a port number`);
    }
    return value;
  }
  const projectId = get("VITE_FIREBASE_PROJECT_ID") as string;
  const appId = get("VITE_FIREBASE_APP_ID");

  return {
    useEmulators,
    firebase: {
      projectId,
      apiKey: get("VITE_FIREBASE_API_KEY") as string,
      authDomain: text("VITE_FIREBASE_AUTH_DOMAIN", `${projectId}.firebaseapp.com`),
      ...(appId ? { appId } : {}),
    },
    /** reCAPTCHA Enterprise site key for App Check (docs/deploy.md); unused on the local stack. */
    appCheckSiteKey: get("VITE_APPCHECK_SITE_KEY"),
    functionsRegion: text("VITE_FUNCTIONS_REGION", "asia-south1"),
    /** Razorpay's checkout.js; the local stack points it at its Razorpay emulator. */
    razorpayCheckoutUrl: text(
      "VITE_RAZORPAY_CHECKOUT_URL",
      "https://checkout.razorpay.com/v1/checkout.js",
    ),
    emulators: {
      host: get("VITE_EMULATOR_HOST") ?? "",
      authPort: port("VITE_AUTH_EMULATOR_PORT", 9099),
      firestorePort: port("VITE_FIRESTORE_EMULATOR_PORT", 8080),
      functionsPort: port("VITE_FUNCTIONS_EMULATOR_PORT", 5001),
    },
  } as const;
}

export type WebEnv = ReturnType<typeof readWebEnv>;

/** The origins a signed-in page talks to as it loads (Auth, and Firestore). */
export function backendOrigins(env: WebEnv): { auth: string; firestore: string } {
  if (!env.useEmulators) {
    return {
      auth: "https://identitytoolkit.googleapis.com",
      firestore: "https://firestore.googleapis.com",
    };
  }
  const { host, authPort, firestorePort } = env.emulators;
  return { auth: `http://${host}:${authPort}`, firestore: `http://${host}:${firestorePort}` };
}
