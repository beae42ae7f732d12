import { describe, expect, it } from "vitest";
import { backendOrigins, readWebEnv } from "../webEnv";

describe("readWebEnv", () => {
  it("defaults to the local emulators and the demo project", () => {
    const env = readWebEnv({});
    expect(env.useEmulators).toBe(true);
    expect(env.firebase.projectId).toBe("demo-shop");
    expect(env.emulators).toEqual({
      host: "127.0.0.1",
      authPort: 9099,
      firestorePort: 8080,
      functionsPort: 5001,
    });
  });

  it("names what a production build lacks", () => {
    expect(() => readWebEnv({ VITE_USE_EMULATORS: "false" })).toThrow(
      "Web configuration is incomplete: VITE_FIREBASE_PROJECT_ID is not set",
    );
  });

  it("refuses a port that is not a number", () => {
    expect(() => readWebEnv({ VITE_AUTH_EMULATOR_PORT: "auth" })).toThrow(
      "VITE_AUTH_EMULATOR_PORT is not a port number",
    );
  });
});

describe("backendOrigins: where a signed-in page talks to as it loads", () => {
  it("is the emulators locally", () => {
    const env = readWebEnv({
      VITE_AUTH_EMULATOR_PORT: "12099",
      VITE_FIRESTORE_EMULATOR_PORT: "11080",
    });
    expect(backendOrigins(env)).toEqual({
      auth: "http://127.0.0.1:12099",
      firestore: "http://127.0.0.1:11080",
    });
  });

  it("is Google's hosts in production", () => {
    const env = readWebEnv({
      VITE_USE_EMULATORS: "false",
      VITE_FIREBASE_PROJECT_ID: "aquasense-prod",
      VITE_FIREBASE_API_KEY: "key",
    });
    expect(backendOrigins(env)).toEqual({
      auth: "https://identitytoolkit.googleapis.com",
      firestore: "https://firestore.googleapis.com",
    });
  });
});
