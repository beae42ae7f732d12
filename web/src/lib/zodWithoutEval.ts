/** The CSP forbids eval (docs/hosting.md): `jitless` skips zod's `new Function` probe. */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
