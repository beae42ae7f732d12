/**
 * How long a sign-in or a reset request may take, the SDK's download
 * included. The Auth SDK gives up on a request by itself after 30 s; the
 * shopper is told sooner, and the form keeps what they typed.
 */
export const AUTH_TIME_LIMIT_MS = 20_000;

/**
 * How long a profile write may take. Firestore Lite's request has no limit of
 * its own; past this the registration is undone like any failed write.
 */
export const PROFILE_WRITE_TIME_LIMIT_MS = 10_000;
