/** A module of its own so the pages load the schemas (and zod) after first paint. */
import { loginSchema, registerSchema } from "@shop/domain";

export { loginSchema, registerSchema } from "@shop/domain";

/** "Forgot password?" checks the address exactly as Sign In does. */
export const passwordResetSchema = loginSchema.pick({ email: true });

/** A new password (the e-mailed reset link) meets registration's rule. */
export const newPasswordSchema = registerSchema.pick({ password: true });
