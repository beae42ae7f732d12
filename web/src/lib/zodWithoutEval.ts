/**
 * The CSP forbids eval (docs/hosting.md) and zod's `new Function` probe reports a violation;
 * `jitless` skips it, set on zod's global config (z.config() would load zod) by main.tsx's first import.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
