/**
 * What the build's page writer (publicPages.ts) needs from the app, loaded
 * through Vite's module runner at build time rather than imported by
 * vite.config.ts, so the config itself stays plain enough for Node to load.
 */
export { PAGE_META } from "../src/app/pageMeta";
export { jsonLdScript, productJsonLd } from "../src/features/products/productJsonLd";
export { PRODUCTS } from "../../functions/src/domain/products";
