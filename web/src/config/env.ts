import { readWebEnv } from "./webEnv";

/**
 * Everything the web app is configured with, read once. In development and
 * tests it talks to the local emulators (scripts/stack.mjs passes the ports);
 * a production build needs the VITE_FIREBASE_* values of a real project
 * (docs/deploy.md).
 */
export const env = readWebEnv(import.meta.env);
