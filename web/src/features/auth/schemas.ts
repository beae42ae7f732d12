/**
 * The account forms' schemas, in a module of their own so the pages can load
 * them (and zod) after first paint: /login and /register stay light.
 */
export { loginSchema, registerSchema } from "@shop/domain";
