/**
 * How the web app's configuration is read from VITE_* variables, as a pure
 * function: the app applies it to import.meta.env once (./env), and the
 * build applies it to the same variables to write the pages' connection
 * hints (build/publicPages.ts). Plain code rather than zod: the app's copy
 * is in the entry chunk, which every shopper downloads first.
 */
export type RawEnv = Readonly<Record<string, unknown>>;

export function readWebEnv(raw: RawEnv) {
  function text(name: string, fallback?: string): string {
    const value = (raw[name] as string | undefined) ?? fallback;
    if (value === undefined || value === "") {
      throw new Error(`Web configuration is incomplete: ${name} is not set`);
    }
    return value;
  }

  function port(name: string, fallback: number): number {
    const value = Number(raw[name] ?? fallback);
    if (!Number.isInteger(value) || value <= 0) {
      throw new Error(`Web configuration: ${name} is not a port number`);
    }
    return value;
  }

  const useEmulators = text("VITE_USE_EMULATORS", "true") === "true";
  const projectId = text("VITE_FIREBASE_PROJECT_ID", useEmulators ? "demo-shop" : undefined);
  const appId = raw.VITE_FIREBASE_APP_ID as string | undefined;

  return {
    useEmulators,
    firebase: {
      projectId,
      apiKey: text("VITE_FIREBASE_API_KEY", useEmulators ? "demo-api-key" : undefined),
      authDomain: text("VITE_FIREBASE_AUTH_DOMAIN", `${projectId}.firebaseapp.com`),
      ...(appId ? { appId } : {}),
    },
    functionsRegion: text("VITE_FUNCTIONS_REGION", "asia-south1"),
    /** Razorpay's checkout.js; the local stack points it at its Razorpay emulator. */
    razorpayCheckoutUrl: text(
      "VITE_RAZORPAY_CHECKOUT_URL",
      "https://checkout.razorpay.com/v1/checkout.js",
    ),
    emulators: {
      host: text("VITE_EMULATOR_HOST", "127.0.0.1"),
      authPort: port("VITE_AUTH_EMULATOR_PORT", 9099),
      firestorePort: port("VITE_FIRESTORE_EMULATOR_PORT", 8080),
      functionsPort: port("VITE_FUNCTIONS_EMULATOR_PORT", 5001),
    },
  } as const;
}

export type WebEnv = ReturnType<typeof readWebEnv>;

/**
 * The origins a signed-in page talks to as it loads: Auth (the saved
 * sign-in is checked with accounts:lookup) and Firestore (the admin flag,
 * orders). The emulators locally, Google's hosts in production.
 */
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
