// Loaded through Vite's module runner, not imported by vite.config.ts, so Node can load the config.
export { PAGE_META } from "../src/app/pageMeta";
export { jsonLdScript, productJsonLd } from "../src/features/products/productJsonLd";
export { PRODUCTS } from "../../functions/src/domain/products";
