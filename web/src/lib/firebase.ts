import { env } from "../config/env";
import { backendOrigins } from "../config/webEnv";

/** The only module that initialises Firebase; each SDK is imported on first use, once. */
function once<T>(start: () => Promise<T>): () => Promise<T> {
  let started: Promise<T> | undefined;
  return () => (started ??= start());
}

const firebaseApp = once(() =>
  import("firebase/app").then(({ initializeApp }) => initializeApp(env.firebase)),
);

const { host, firestorePort, functionsPort } = env.emulators;

export const getAuthClient = once(async () => {
  const [sdk, app] = await Promise.all([import("./sdk/auth"), firebaseApp()]);
  sdk.keepIndexedDbProbe();
  // Not getAuth(): it preloads Google's popup script; the Google button passes the resolver.
  const auth = sdk.initializeAuth(app, {
    persistence: [
      sdk.indexedDBLocalPersistence,
      sdk.browserLocalPersistence,
      sdk.browserSessionPersistence,
    ],
  });
  // The same origin the signed-in pages' HTML preconnects to (build/pageHead.ts).
  if (env.useEmulators) {
    sdk.connectAuthEmulator(auth, backendOrigins(env).auth, { disableWarnings: true });
  }
  return auth;
});

export const getFunctionsClient = once(async () => {
  const [sdk, app, appCheck] = await Promise.all([
    import("firebase/functions"),
    firebaseApp(),
    import("./appCheck"),
  ]);
  // Before the first call, so it carries the app's App Check token.
  await appCheck.startAppCheck(app, env);
  const functions = sdk.getFunctions(app, env.functionsRegion);
  if (env.useEmulators) sdk.connectFunctionsEmulator(functions, host, functionsPort);
  return functions;
});

export const getFirestoreClient = once(async () => {
  const [sdk, app] = await Promise.all([import("./sdk/firestore"), firebaseApp()]);
  const db = sdk.getFirestore(app);
  if (env.useEmulators) sdk.connectFirestoreEmulator(db, host, firestorePort);
  return db;
});

/** Firestore Lite, a fraction of the size, for the sign-ups' profile writes. */
export const getFirestoreLiteClient = once(async () => {
  const [sdk, app] = await Promise.all([import("./sdk/firestoreLite"), firebaseApp()]);
  const db = sdk.getFirestore(app);
  if (env.useEmulators) sdk.connectFirestoreEmulator(db, host, firestorePort);
  return db;
});
