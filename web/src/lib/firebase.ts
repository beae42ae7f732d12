import type { FirebaseApp } from "firebase/app";
import type { Auth } from "firebase/auth";
import type { Firestore } from "firebase/firestore";
import type { Firestore as FirestoreLite } from "firebase/firestore/lite";
import type { Functions } from "firebase/functions";
import { env } from "../config/env";
import { backendOrigins } from "../config/webEnv";

/** The only module that initialises Firebase; each SDK is imported on first use. */
let app: Promise<FirebaseApp> | undefined;
function firebaseApp(): Promise<FirebaseApp> {
  app ??= import("firebase/app").then(({ initializeApp }) => initializeApp(env.firebase));
  return app;
}

const { host } = env.emulators;

let auth: Promise<Auth> | undefined;
export function getAuthClient(): Promise<Auth> {
  auth ??= Promise.all([import("./sdk/auth"), firebaseApp()]).then(([sdk, firebase]) => {
    sdk.keepIndexedDbProbe();
    // Not getAuth(): it preloads Google's popup script; the Google button passes the resolver.
    const instance = sdk.initializeAuth(firebase, {
      persistence: [
        sdk.indexedDBLocalPersistence,
        sdk.browserLocalPersistence,
        sdk.browserSessionPersistence,
      ],
    });
    const { connectAuthEmulator } = sdk;
    if (env.useEmulators) {
      // The same origin the signed-in pages' HTML preconnects to (build/pageHead.ts).
      connectAuthEmulator(instance, backendOrigins(env).auth, { disableWarnings: true });
    }
    return instance;
  });
  return auth;
}

let functions: Promise<Functions> | undefined;
export function getFunctionsClient(): Promise<Functions> {
  functions ??= Promise.all([
    import("firebase/functions"),
    firebaseApp(),
    import("./appCheck"),
  ]).then(async ([sdk, firebase, appCheck]) => {
    // Before the first call, so it carries the app's App Check token.
    await appCheck.startAppCheck(firebase, env);
    const { getFunctions, connectFunctionsEmulator } = sdk;
    const instance = getFunctions(firebase, env.functionsRegion);
    if (env.useEmulators) connectFunctionsEmulator(instance, host, env.emulators.functionsPort);
    return instance;
  });
  return functions;
}

let firestore: Promise<Firestore> | undefined;
export function getFirestoreClient(): Promise<Firestore> {
  firestore ??= Promise.all([import("./sdk/firestore"), firebaseApp()]).then(([sdk, firebase]) => {
    const { getFirestore, connectFirestoreEmulator } = sdk;
    const instance = getFirestore(firebase);
    if (env.useEmulators) connectFirestoreEmulator(instance, host, env.emulators.firestorePort);
    return instance;
  });
  return firestore;
}

let firestoreLite: Promise<FirestoreLite> | undefined;
/** Firestore Lite, a fraction of the size, for the sign-ups' profile writes. */
export function getFirestoreLiteClient(): Promise<FirestoreLite> {
  firestoreLite ??= Promise.all([import("./sdk/firestoreLite"), firebaseApp()]).then(
    ([sdk, firebase]) => {
      const { getFirestore, connectFirestoreEmulator } = sdk;
      const instance = getFirestore(firebase);
      if (env.useEmulators) connectFirestoreEmulator(instance, host, env.emulators.firestorePort);
      return instance;
    },
  );
  return firestoreLite;
}
