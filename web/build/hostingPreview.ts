import { readFileSync, statSync } from "node:fs";
import type { ServerResponse } from "node:http";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { backendOrigins, readWebEnv, type RawEnv, type WebEnv } from "../src/config/webEnv.ts";
import { assertModelled, headersFor, resolveRequest, type HostingConfig } from "./hostingRules.ts";

/**
 * `vite preview` answers as Hosting would (./hostingRules.ts), so e2e runs under the production CSP;
 * `npm start` cannot, as Vite's HMR needs inline scripts and a websocket. docs/hosting.md.
 */

// From the path, not new URL("../..", …): jsdom's URL (unit tests) mis-resolves file: URLs.
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

export function readHostingConfig(): HostingConfig {
  const config = JSON.parse(readFileSync(join(repoRoot, "firebase.json"), "utf8")) as {
    hosting: HostingConfig;
  };
  assertModelled(config.hosting);
  return config.hosting;
}

/** The local stack's own servers that the production policy does not name. */
export interface LocalStackOrigins {
  auth: string;
  firestore: string;
  functions: string;
  razorpay: string;
}

/** The stack's origins when this build talks to the emulators, else none. */
export function localStackOrigins(env: WebEnv): LocalStackOrigins | undefined {
  if (!env.useEmulators) return undefined;
  const { auth, firestore } = backendOrigins(env);
  const { host, functionsPort } = env.emulators;
  return {
    auth,
    firestore,
    functions: `http://${host}:${functionsPort}`,
    razorpay: new URL(env.razorpayCheckoutUrl).origin,
  };
}

/**
 * The preview's only CSP change: each local-stack origin is added beside its production
 * counterpart; everything else is served as written.
 */
export function withLocalStackOrigins(policy: string, origins: LocalStackOrigins): string {
  const extra: Record<string, string[]> = {
    "connect-src": [origins.auth, origins.firestore, origins.functions, origins.razorpay],
    "script-src": [origins.razorpay],
    "frame-src": [origins.auth],
  };
  return policy
    .split(";")
    .map((directive) => {
      const [name = ""] = directive.trim().split(/\s+/);
      const added = extra[name];
      return added ? `${directive.trim()} ${added.join(" ")}` : directive.trim();
    })
    .join("; ");
}

/** Sets `headers` when the response starts, over whatever the static server chose. */
function applyOnWriteHead(res: ServerResponse, headers: Record<string, string>): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  const lower = new Set(Object.keys(headers).map((key) => key.toLowerCase()));
  res.writeHead = ((...args: unknown[]) => {
    const last = args[args.length - 1];
    if (last && typeof last === "object" && !Array.isArray(last)) {
      for (const key of Object.keys(last)) {
        if (lower.has(key.toLowerCase())) delete (last as Record<string, unknown>)[key];
      }
    }
    for (const [key, value] of Object.entries(headers)) res.setHeader(key, value);
    return writeHead(...args);
  }) as typeof res.writeHead;
}

export function hostingPreview(): Plugin {
  let viteEnv: RawEnv = {};
  return {
    name: "shop-hosting-preview",
    configResolved(config) {
      viteEnv = config.env;
    },
    configurePreviewServer(server) {
      const hosting = readHostingConfig();
      const outDir = resolve(server.config.root, server.config.build.outDir);
      if (outDir !== resolve(repoRoot, hosting.public)) {
        throw new Error(`firebase.json serves ${hosting.public}, the preview ${outDir}`);
      }
      const origins = localStackOrigins(readWebEnv(viteEnv));
      const exists = (file: string) => statSync(join(outDir, file), { throwIfNoEntry: false });

      server.middlewares.use((req, res, next) => {
        const [rawPath = "/", query = ""] = (req.url ?? "/").split(/\?(.*)/s);
        let path: string;
        try {
          path = decodeURIComponent(rawPath);
        } catch {
          res.writeHead(400).end();
          return;
        }
        const headers = headersFor(hosting, path);
        const policy = headers["Content-Security-Policy"];
        if (policy && origins)
          headers["Content-Security-Policy"] = withLocalStackOrigins(policy, origins);
        applyOnWriteHead(res, headers);

        const answer = resolveRequest(hosting, path, (file) => !!exists(file)?.isFile());
        if (answer.kind === "redirect") {
          res.writeHead(301, { Location: answer.location + (query ? `?${query}` : "") }).end();
        } else if (answer.kind === "notFound") {
          res.statusCode = 404;
          res.setHeader("Content-Type", "text/html; charset=utf-8");
          res.end(answer.file ? readFileSync(join(outDir, answer.file)) : "Not Found");
        } else {
          req.url = `/${answer.file}${query ? `?${query}` : ""}`;
          next();
        }
      });
    },
  };
}
