import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { extname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { OutputBundle, OutputChunk } from "rolldown";
import { assertSingleStylesheet, inlineStylesheets } from "./inlineStyles.ts";
import { createServer, runnerImport, type Plugin } from "vite";
import type { PageMeta } from "../src/app/pageMeta";
import type * as PageData from "./pageData";
import type * as Prerender from "../src/prerender";

/**
 * Writes one HTML file per route next to index.html (products.html, ...),
 * which the preview server and Firebase Hosting (cleanUrls) serve for that
 * route. Each carries the route's title, description and Open Graph tags and
 * the whole stylesheet inline, and tells the browser at once about the
 * route's chunk and its lead image, so they load beside the entry instead of
 * after it (no waterfall, the LCP image discoverable from the HTML).
 * /products also gets the catalog as schema.org Product data. Also writes
 * robots.txt and sitemap.xml with the site's origin.
 */

/**
 * Routes whose HTML carries their rendered markup. Every other route gets
 * app.html, an empty shell: it must not paint the home page first.
 */
const PRERENDERED = new Set(["/", "/products", "/about", "/contact"]);
export const SHELL = "app.html";

/** Route → the page module App.tsx loads lazily for it. */
const LAZY_PAGES: Readonly<Record<string, string>> = {
  "/products": "features/products/ProductsPage.tsx",
  "/about": "features/about/AboutPage.tsx",
  "/contact": "features/contact/ContactPage.tsx",
  "/login": "features/auth/LoginPage.tsx",
  "/register": "features/auth/RegisterPage.tsx",
  "/cart": "features/cart/CartPage.tsx",
  "/payment": "features/checkout/PaymentPage.tsx",
  "/myOrders": "features/orders/MyOrdersPage.tsx",
};

export function publicPages(origin: string): Plugin {
  return {
    name: "shop-public-pages",
    // vite preview: a route without its own HTML file gets the shell, as
    // Firebase Hosting's rewrite does (firebase.json).
    configurePreviewServer(server) {
      const outDir = server.config.build.outDir;
      server.middlewares.use((req, _res, next) => {
        const path = (req.url ?? "/").split("?")[0] ?? "/";
        const route = path !== "/" && !extname(path) && req.headers.accept?.includes("text/html");
        if (route && !existsSync(join(server.config.root, outDir, `${path}.html`))) {
          req.url = `/${SHELL}${req.url?.slice(path.length) ?? ""}`;
        }
        next();
      });
    },
    async writeBundle(options, bundle) {
      const pageData = fileURLToPath(new URL("./pageData.ts", import.meta.url));
      const { module: data } = await runnerImport<typeof PageData>(pageData, {
        configFile: false,
        logLevel: "error",
      });
      const { PAGE_META, PRODUCTS, jsonLdScript, productJsonLd } = data;
      // A throwaway dev server runs the app's own modules (aliases, JSX, CSS
      // imports as in the app) to render the prerendered routes.
      const server = await createServer({
        configFile: fileURLToPath(new URL("../vite.config.ts", import.meta.url)),
        root: fileURLToPath(new URL("..", import.meta.url)),
        logLevel: "error",
        appType: "custom",
        server: { middlewareMode: true, hmr: false, ws: false, watch: null },
      });
      const outDir = options.dir ?? "dist";
      assertSingleStylesheet(bundle);
      const template = inlineStylesheets(readFileSync(join(outDir, "index.html"), "utf8"), bundle);
      const chunks = Object.values(bundle).filter((o): o is OutputChunk => o.type === "chunk");
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) throw new Error("publicPages: the build has no entry chunk");
      const loaded = staticGraph(bundle, entry.fileName);
      writeFileSync(join(outDir, SHELL), template);

      for (const [path, meta] of Object.entries(PAGE_META)) {
        const hints: string[] = [];
        const module = LAZY_PAGES[path];
        if (module) {
          const page = chunks.find((c) => c.facadeModuleId?.endsWith(`/src/${module}`));
          if (!page) throw new Error(`publicPages: no chunk for ${module}`);
          for (const file of staticGraph(bundle, page.fileName)) {
            if (loaded.has(file)) continue;
            hints.push(`<link rel="modulepreload" crossorigin href="/${file}" />`);
          }
        }
        if (meta.leadImage) {
          hints.push(
            `<link rel="preload" as="image" href="${meta.leadImage}" fetchpriority="high" />`,
          );
        }
        if (path === "/products") {
          const data = jsonLdScript(productJsonLd(PRODUCTS, origin));
          hints.push(`<script type="application/ld+json">${data}</script>`);
        }
        let html = withMeta(template, meta, origin + path).replace(
          "</head>",
          `  ${hints.join("\n    ")}\n  </head>`,
        );
        if (PRERENDERED.has(path)) {
          const { renderRoute } = (await server.ssrLoadModule(
            "/src/prerender.tsx",
          )) as typeof Prerender;
          // React puts preload hints for the page's images first; the head has
          // them already (leadImage), and the root must hold only the app.
          const markup = (await renderRoute(path)).replace(/^(<link [^>]*>)+/, "");
          html = html.replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`);
        }
        writeFileSync(join(outDir, path === "/" ? "index.html" : `${path.slice(1)}.html`), html);
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

/** A chunk and every chunk it imports statically, transitively. */
function staticGraph(bundle: OutputBundle, fileName: string, seen = new Set<string>()) {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === "chunk") for (const file of chunk.imports) staticGraph(bundle, file, seen);
  return seen;
}

const escape = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

function withMeta(html: string, meta: PageMeta, url: string): string {
  const replaced = html
    .replace(/<title>[^<]*<\/title>/, `<title>${escape(meta.title)}</title>`)
    .replace(/(<meta\s+name="description"\s+content=")[^"]*"/, `$1${escape(meta.description)}"`)
    .replace(/(<meta\s+property="og:title"\s+content=")[^"]*"/, `$1${escape(meta.title)}"`)
    .replace(
      /(<meta\s+property="og:description"\s+content=")[^"]*"/,
      `$1${escape(meta.description)}"`,
    )
    .replace(/(<meta\s+property="og:url"\s+content=")[^"]*"/, `$1${escape(url)}"`);
  if (!replaced.includes(`<title>${escape(meta.title)}</title>`)) {
    throw new Error("publicPages: index.html has no <title> to replace");
  }
  return replaced;
}
