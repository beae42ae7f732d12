/**
 * Other features may use only who is signed in; pages, guards and the listener's start are
 * app/'s to wire (docs/architecture.md, Layers).
 */
export { settledSession, useSession, type AuthStatus, type SessionUser } from "./session";
