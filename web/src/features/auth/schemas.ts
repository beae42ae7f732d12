/**
 * The account forms' schemas, in a module of their own so the pages can load
 * them (and zod) after first paint: /login and /register stay light.
 */
import { loginSchema, registerSchema } from "@shop/domain";

export { loginSchema, registerSchema } from "@shop/domain";

/** "Forgot password?" checks the address exactly as Sign In does. */
export const passwordResetSchema = loginSchema.pick({ email: true });

/** A new password (the e-mailed reset link) meets registration's rule. */
export const newPasswordSchema = registerSchema.pick({ password: true });
