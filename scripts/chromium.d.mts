/** Types of scripts/chromium.mjs, for the TypeScript suites. */
export const CHROMIUM_PATH: string;
export const CHROMIUM_ARGS: readonly string[];
