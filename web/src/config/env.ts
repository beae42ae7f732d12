import { z } from "zod";

/**
 * Everything the web app is configured with, parsed once. In development and
 * tests it talks to the local emulators (scripts/stack.mjs passes the ports);
 * a production build needs the VITE_FIREBASE_* values of a real project.
 */
const envSchema = z.object({
  VITE_USE_EMULATORS: z.enum(["true", "false"]).default("true"),
  VITE_FIREBASE_PROJECT_ID: z.string().min(1).default("demo-shop"),
  VITE_FIREBASE_API_KEY: z.string().min(1).default("demo-api-key"),
  VITE_FIREBASE_AUTH_DOMAIN: z.string().optional(),
  VITE_FIREBASE_APP_ID: z.string().optional(),
  VITE_FUNCTIONS_REGION: z.string().default("asia-south1"),
  VITE_EMULATOR_HOST: z.string().default("127.0.0.1"),
  VITE_AUTH_EMULATOR_PORT: z.coerce.number().int().default(9099),
  VITE_FIRESTORE_EMULATOR_PORT: z.coerce.number().int().default(8080),
  VITE_FUNCTIONS_EMULATOR_PORT: z.coerce.number().int().default(5001),
});

const parsed = envSchema.safeParse(import.meta.env);
if (!parsed.success) {
  throw new Error(
    `Web configuration is incomplete: ${parsed.error.issues.map((i) => i.path.join(".")).join(", ")}`,
  );
}

export const env = {
  useEmulators: parsed.data.VITE_USE_EMULATORS === "true",
  firebase: {
    projectId: parsed.data.VITE_FIREBASE_PROJECT_ID,
    apiKey: parsed.data.VITE_FIREBASE_API_KEY,
    authDomain:
      parsed.data.VITE_FIREBASE_AUTH_DOMAIN ??
      `${parsed.data.VITE_FIREBASE_PROJECT_ID}.firebaseapp.com`,
    ...(parsed.data.VITE_FIREBASE_APP_ID ? { appId: parsed.data.VITE_FIREBASE_APP_ID } : {}),
  },
  functionsRegion: parsed.data.VITE_FUNCTIONS_REGION,
  emulators: {
    host: parsed.data.VITE_EMULATOR_HOST,
    authPort: parsed.data.VITE_AUTH_EMULATOR_PORT,
    firestorePort: parsed.data.VITE_FIRESTORE_EMULATOR_PORT,
    functionsPort: parsed.data.VITE_FUNCTIONS_EMULATOR_PORT,
  },
} as const;
