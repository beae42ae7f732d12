/** The shop's pure domain, shared by the functions and the web (`@shop/domain`). */
export * from "./callableRefusals";
export * from "./callables";
export * from "./catalog";
export * from "./contact";
export * from "./contactText";
export * from "./errors";
export * from "./money";
export * from "./order";
export * from "./orderId";
export * from "./payment";
export * from "./pricing";
export * from "./products";
export * from "./schemas";
export * from "./shipping";
export * from "./validation";
