/**
 * Zod compiles each object schema into a faster parser with `new Function`,
 * after probing whether it may. The shop's Content-Security-Policy allows no
 * eval (docs/hosting.md), and the probe reports a violation even though zod
 * then falls back. Zod's `jitless` setting skips both. It is read as each
 * schema is built, and pages import the domain's schemas (and zod with them)
 * statically, so main.tsx imports this before anything else. It is set on the
 * object zod keeps its configuration in (globalThis.__zod_globalConfig,
 * shared by every copy of zod) because z.config() would load zod on every
 * route. tests/e2e/hostingHeaders.test.ts fails if zod probes again.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
