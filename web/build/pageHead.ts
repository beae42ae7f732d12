import type { OutputBundle, OutputChunk } from "rolldown";
import type { PageMeta } from "../src/app/pageMeta";
import type { WebEnv } from "../src/config/webEnv.ts";
import { backendOrigins } from "../src/config/webEnv.ts";
import { shopPages, signedInRoutes } from "../src/config/paths.ts";

// Each route's head names what its first screen needs (the app, its page, Auth when signed in,
// Firestore where marked, the lead image), so nothing waits for a script to ask for it.
export const APP = "app/start.tsx";
const AUTH_SDK = "lib/sdk/auth.ts";
const FIRESTORE_SDK = "lib/sdk/firestore.ts";

/** A chunk and every chunk it imports statically, transitively. */
export function staticGraph(bundle: OutputBundle, fileName: string, seen = new Set<string>()) {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === "chunk") for (const file of chunk.imports) staticGraph(bundle, file, seen);
  return seen;
}

export function chunkOf(bundle: OutputBundle, module: string): OutputChunk {
  const chunk = Object.values(bundle).find(
    (o): o is OutputChunk => o.type === "chunk" && !!o.facadeModuleId?.endsWith(`/src/${module}`),
  );
  if (!chunk) throw new Error(`pageHead: no chunk for ${module}`);
  return chunk;
}

export interface HeadContext {
  bundle: OutputBundle;
  /** Files the entry chunk loads anyway (index.html names them). */
  entryFiles: ReadonlySet<string>;
  env: WebEnv;
}

/** Module preloads are low priority (see lowerScriptPriority); the lead image is high. */
export function headHints(path: string, meta: PageMeta, { bundle, entryFiles, env }: HeadContext) {
  const hints: string[] = [];
  const signedIn = signedInRoutes.includes(path);
  const { page, firestore } = shopPages[path] ?? {};
  // React before Auth: every page waits for React (measured: /myOrders LCP 2.5 s with Auth
  // first, 2.2 s this way).
  const modules = [
    APP,
    ...(signedIn ? [AUTH_SDK] : []),
    ...(page ? [page] : []),
    // The order's SDK downloads while Auth checks the sign-in, instead of after.
    ...(firestore ? [FIRESTORE_SDK] : []),
  ];
  const preload = new Set<string>();
  for (const module of modules) {
    for (const file of staticGraph(bundle, chunkOf(bundle, module).fileName)) preload.add(file);
  }
  for (const file of preload) {
    if (entryFiles.has(file)) continue;
    hints.push(`<link rel="modulepreload" crossorigin href="/${file}" />`);
  }
  if (signedIn) {
    // Auth and Firestore are fetch()/XHR calls without credentials: an
    // anonymous ("crossorigin") connection is the one they can use.
    const { auth, firestore } = backendOrigins(env);
    for (const origin of [auth, firestore]) {
      hints.push(`<link rel="preconnect" href="${origin}" crossorigin />`);
    }
  }
  if (meta.leadImage) {
    hints.push(`<link rel="preload" as="image" href="${meta.leadImage}" fetchpriority="high" />`);
  }
  return hints;
}

// Prerendered content needs no script to paint: low priority keeps the lead image and the page's
// chunk from queueing behind scripts on a slow network.
export function lowerScriptPriority(html: string): string {
  return html
    .replace(/<script type="module" /g, '<script type="module" fetchpriority="low" ')
    .replace(/<link rel="modulepreload" /g, '<link rel="modulepreload" fetchpriority="low" ');
}

const escape = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** The template with the route's title, description and Open Graph tags. */
export function withMeta(html: string, meta: PageMeta, url: string): string {
  const tags = {
    'name="description"': meta.description,
    'property="og:title"': meta.title,
    'property="og:description"': meta.description,
    'property="og:url"': url,
  };
  let replaced = html.replace(/<title>[^<]*<\/title>/, `<title>${escape(meta.title)}</title>`);
  for (const [tag, value] of Object.entries(tags)) {
    replaced = replaced.replace(
      new RegExp(`(<meta\\s+${tag}\\s+content=")[^"]*"`),
      `$1${escape(value)}"`,
    );
  }
  if (!replaced.includes(`<title>${escape(meta.title)}</title>`)) {
    throw new Error("publicPages: index.html has no <title> to replace");
  }
  return replaced;
}
