import { readWebEnv } from "./webEnv";

/**
 * A production build needs the VITE_FIREBASE_* values of a real project (docs/deploy.md); locally
 * scripts/stack.mjs passes the emulator ports.
 */
export const env = readWebEnv(import.meta.env);
