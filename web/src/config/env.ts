import { readWebEnv } from "./webEnv";

/** A production build needs a real project's VITE_FIREBASE_* values (docs/deploy.md). */
export const env = readWebEnv(import.meta.env);
