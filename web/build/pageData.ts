/**
 * Loaded through Vite's module runner, not imported by vite.config.ts, so the config stays plain
 * enough for Node to load.
 */
export { PAGE_META } from "../src/app/pageMeta";
export { jsonLdScript, productJsonLd } from "../src/features/products/productJsonLd";
export { PRODUCTS } from "../../functions/src/domain/products";
