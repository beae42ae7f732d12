import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { OutputAsset, OutputBundle, OutputChunk } from "rolldown";
import { headHints, lowerScriptPriority, staticGraph, withMeta } from "./pageHead.ts";
import { readWebEnv } from "../src/config/webEnv.ts";
import { shopPages } from "../src/config/paths.ts";
import { createServer, type Plugin } from "vite";
import type * as PageMeta from "../src/app/pageMeta";
import type * as JsonLd from "../src/features/products/productJsonLd";
import type * as Products from "../../functions/src/domain/products";
import type * as Prerender from "../src/prerender";

// One HTML file per route (products.html, ...) for Hosting's cleanUrls, each with its meta, inline
// CSS and ./pageHead.ts hints; routes not marked `prerender` get SHELL, not the home page's markup.
const SHELL = "app.html";

// The one stylesheet (`cssCodeSplit: false`, about 8 KB gzip) is inlined so first paint waits for
// no request and no navigation fetches CSS; a lazy chunk's own stylesheet fails the build.
function inlineStylesheet(html: string, bundle: OutputBundle): string {
  const sheets = Object.keys(bundle).filter((file) => file.endsWith(".css"));
  if (sheets.length !== 1) {
    throw new Error(
      `expected one stylesheet (build.cssCodeSplit: false), found ${sheets.join(", ")}`,
    );
  }
  return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (_, file) => {
    const asset = bundle[file] as OutputAsset | undefined;
    if (asset?.type !== "asset") throw new Error(`inlineStylesheet: ${file} is not in the build`);
    const css =
      typeof asset.source === "string" ? asset.source : new TextDecoder().decode(asset.source);
    // Nothing in a stylesheet may end the <style> element early.
    if (/<\/style/i.test(css)) throw new Error(`inlineStylesheet: ${file} contains "</style"`);
    return `<style>${css}</style>`;
  });
}

/** `virtual:shop-pages`: route → a lazy import() of its page, from config/paths.ts's shopPages. */
const LOADERS = "virtual:shop-pages";
export function pageLoaders(): Plugin {
  return {
    name: "shop-page-loaders",
    resolveId: (id) => (id === LOADERS ? `\0${LOADERS}` : undefined),
    load(id) {
      if (id !== `\0${LOADERS}`) return undefined;
      const entries = Object.entries(shopPages).flatMap(([path, { page }]) =>
        page ? [`${JSON.stringify(path)}: () => import("/src/${page}")`] : [],
      );
      return `export default {\n${entries.join(",\n")}\n};\n`;
    },
  };
}

export function publicPages(origin: string): Plugin {
  return {
    name: "shop-public-pages",
    async writeBundle(options, bundle) {
      // A throwaway dev server runs the app's own modules (aliases, JSX, CSS
      // imports as in the app) for the pages' meta and the prerendered routes.
      const server = await createServer({
        configFile: fileURLToPath(new URL("../vite.config.ts", import.meta.url)),
        root: fileURLToPath(new URL("..", import.meta.url)),
        logLevel: "error",
        appType: "custom",
        server: { middlewareMode: true, hmr: false, ws: false, watch: null },
      });
      const load = <T>(module: string) => server.ssrLoadModule(module) as Promise<T>;
      const { PAGE_META } = await load<typeof PageMeta>("/src/app/pageMeta.ts");
      const { jsonLdScript, productJsonLd } = await load<typeof JsonLd>(
        "/src/features/products/productJsonLd.ts",
      );
      const { PRODUCTS } = await load<typeof Products>("@shop/domain/products");
      const { renderRoute } = await load<typeof Prerender>("/src/prerender.tsx");
      const outDir = options.dir ?? "dist";
      const template = inlineStylesheet(readFileSync(join(outDir, "index.html"), "utf8"), bundle);
      const entry = Object.values(bundle).find(
        (o): o is OutputChunk => o.type === "chunk" && o.isEntry,
      );
      if (!entry) throw new Error("publicPages: the build has no entry chunk");
      const context = {
        bundle,
        entryFiles: staticGraph(bundle, entry.fileName),
        env: readWebEnv(this.environment.config.env),
      };
      writeFileSync(join(outDir, SHELL), template);

      for (const [path, meta] of Object.entries(PAGE_META)) {
        const hints = headHints(path, meta, context);
        if (path === "/products") {
          const data = jsonLdScript(productJsonLd(PRODUCTS, origin));
          hints.push(`<script type="application/ld+json">${data}</script>`);
        }
        let html = withMeta(template, meta, origin + path).replace(
          "</head>",
          `  ${hints.join("\n    ")}\n  </head>`,
        );
        if (shopPages[path]?.prerender) {
          // React puts preload hints for the page's images first; the head has
          // them already (leadImage), and the root must hold only the app.
          const markup = (await renderRoute(path)).replace(/^(<link [^>]*>)+/, "");
          html = lowerScriptPriority(
            html.replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`),
          );
        }
        const file = join(outDir, path === "/" ? "index.html" : `${path.slice(1)}.html`);
        mkdirSync(dirname(file), { recursive: true }); // /auth/action → auth/action.html
        writeFileSync(file, html);
      }

      await server.close();

      const listed = Object.entries(PAGE_META).filter(([, meta]) => meta.indexable);
      writeFileSync(
        join(outDir, "sitemap.xml"),
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${listed
          .map(([path]) => `  <url><loc>${origin}${path}</loc></url>`)
          .join("\n")}\n</urlset>\n`,
      );
      writeFileSync(
        join(outDir, "robots.txt"),
        `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`,
      );
    },
  };
}
