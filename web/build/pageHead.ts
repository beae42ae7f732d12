import type { OutputBundle, OutputChunk } from "rolldown";
import type { PageMeta } from "../src/app/pageMeta";
import { backendOrigins, type WebEnv } from "../src/config/webEnv.ts";
import { shopPages, signedInRoutes } from "../src/config/paths.ts";

// Each route's head names what its first screen needs (the app, its page, Auth when signed in,
// Firestore where marked, the lead image), so nothing waits for a script to ask for it.
export const APP = "app/start.tsx";

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

/** `entryFiles`: what the entry chunk loads anyway (index.html names them). */
type HeadContext = { bundle: OutputBundle; entryFiles: ReadonlySet<string>; env: WebEnv };

/** Module preloads are low priority (see lowerScriptPriority); the lead image is high. */
export function headHints(path: string, meta: PageMeta, { bundle, entryFiles, env }: HeadContext) {
  const signedIn = signedInRoutes.includes(path);
  const { page, firestore } = shopPages[path] ?? {};
  // React before Auth (measured: /myOrders LCP 2.5 s with Auth first, 2.2 s this way); the order's
  // SDK downloads while Auth checks the sign-in, instead of after.
  const modules = [APP, signedIn && "lib/sdk/auth.ts", page, firestore && "lib/sdk/firestore.ts"];
  const preload = new Set<string>();
  for (const module of modules) {
    if (module) staticGraph(bundle, chunkOf(bundle, module).fileName, preload);
  }
  const hints = [...preload]
    .filter((file) => !entryFiles.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`);
  // Auth and Firestore are fetch()/XHR calls without credentials: an anonymous ("crossorigin")
  // connection is the one they can use.
  if (signedIn) {
    for (const origin of Object.values(backendOrigins(env))) {
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
