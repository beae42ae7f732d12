import { describe, expect, it } from "vitest";
import { backendOrigins, readWebEnv } from "../webEnv";

const LOCAL = {
  VITE_USE_EMULATORS: "true",
  VITE_FIREBASE_PROJECT_ID: "demo-shop",
  VITE_FIREBASE_API_KEY: "demo-api-key",
  VITE_EMULATOR_HOST: "127.0.0.1",
};
const PRODUCTION = {
  VITE_FIREBASE_PROJECT_ID: "aquasense-prod",
  VITE_FIREBASE_API_KEY: "AIzaSyExample",
  VITE_FIREBASE_APP_ID: "1:123:web:abc",
  VITE_APPCHECK_SITE_KEY: "6LcExampleSiteKey",
};

describe("readWebEnv", () => {
  it("is production unless the emulators are asked for", () => {
    const env = readWebEnv(PRODUCTION);
    expect(env.useEmulators).toBe(false);
    expect(env.firebase).toEqual({
      projectId: "aquasense-prod",
      apiKey: "AIzaSyExample",
      authDomain: "aquasense-prod.firebaseapp.com",
      appId: "1:123:web:abc",
    });
    expect(env.razorpayCheckoutUrl).toBe("https://checkout.razorpay.com/v1/checkout.js");
  });

  it("names every value a production build lacks, and where they go", () => {
    expect(() => readWebEnv({})).toThrow(
      "Web configuration is incomplete: VITE_FIREBASE_PROJECT_ID, VITE_FIREBASE_API_KEY, " +
        "VITE_FIREBASE_APP_ID, VITE_APPCHECK_SITE_KEY are not set. A production build reads the Firebase web config " +
        "from web/.env.production (docs/deploy.md)",
    );
    expect(() => readWebEnv({ ...PRODUCTION, VITE_FIREBASE_APP_ID: "" })).toThrow(
      "Web configuration is incomplete: VITE_FIREBASE_APP_ID is not set.",
    );
  });

  it("never falls back to an emulator or a demo project", () => {
    expect(() => readWebEnv({ VITE_USE_EMULATORS: "false" })).toThrow(
      "VITE_FIREBASE_PROJECT_ID, VITE_FIREBASE_API_KEY, VITE_FIREBASE_APP_ID, VITE_APPCHECK_SITE_KEY are not set",
    );
    expect(() => readWebEnv({ VITE_USE_EMULATORS: "true" })).toThrow(
      "VITE_FIREBASE_PROJECT_ID, VITE_FIREBASE_API_KEY, VITE_EMULATOR_HOST are not set. The local stack sets them",
    );
  });

  it("reads the emulators' addresses when asked to use them", () => {
    const env = readWebEnv(LOCAL);
    expect(env.useEmulators).toBe(true);
    expect(env.firebase.projectId).toBe("demo-shop");
    expect(env.emulators).toEqual({
      host: "127.0.0.1",
      authPort: 9099,
      firestorePort: 8080,
      functionsPort: 5001,
    });
  });

  it("refuses a port that is not a number", () => {
    expect(() => readWebEnv({ ...LOCAL, VITE_AUTH_EMULATOR_PORT: "auth" })).toThrow(
      "VITE_AUTH_EMULATOR_PORT is not a port number",
    );
  });
});

describe("backendOrigins: where a signed-in page talks to as it loads", () => {
  it("is the emulators locally", () => {
    const env = readWebEnv({
      ...LOCAL,
      VITE_AUTH_EMULATOR_PORT: "12099",
      VITE_FIRESTORE_EMULATOR_PORT: "11080",
    });
    expect(backendOrigins(env)).toEqual({
      auth: "http://127.0.0.1:12099",
      firestore: "http://127.0.0.1:11080",
    });
  });

  it("is Google's hosts in production", () => {
    expect(backendOrigins(readWebEnv(PRODUCTION))).toEqual({
      auth: "https://identitytoolkit.googleapis.com",
      firestore: "https://firestore.googleapis.com",
    });
  });
});
