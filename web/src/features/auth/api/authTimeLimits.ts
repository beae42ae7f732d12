/** The Auth SDK gives up only after 30 s; the shopper is told sooner, keeping the form. */
export const AUTH_TIME_LIMIT_MS = 20_000;

/** Firestore Lite has no limit of its own; past this the registration is undone. */
export const PROFILE_WRITE_TIME_LIMIT_MS = 10_000;
