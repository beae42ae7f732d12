/** The products' public surface for other features (docs/architecture.md, Layers): the live
 * figures the cart prices with. */
export { liveFigures, useLiveCatalog, type LiveFigures } from "./useLiveCatalog";
export { catalogEntryOf } from "./api/liveCatalog";
