/**
 * The Auth SDK gives up only after 30 s; the shopper is told sooner (SDK download included),
 * and the form keeps what they typed.
 */
export const AUTH_TIME_LIMIT_MS = 20_000;

/**
 * Firestore Lite's request has no limit of its own; past this the registration is undone like
 * any failed write.
 */
export const PROFILE_WRITE_TIME_LIMIT_MS = 10_000;
