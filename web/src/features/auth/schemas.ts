// The forms load this after first paint; via the index, as a direct import of domain/schemas splits a chunk into every route.
export { loginSchema, registerSchema } from "@shop/domain";
