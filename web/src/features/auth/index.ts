/**
 * What other features may use of auth: who is signed in. The pages, guards
 * and the listener's start are app/'s to wire (docs/architecture.md, Layers).
 */
export { settledSession, useSession, type AuthStatus, type SessionUser } from "./session";
