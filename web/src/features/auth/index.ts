/** Other features may use only who is signed in (docs/architecture.md, Layers). */
export { settledSession, useSession, type AuthStatus, type SessionUser } from "./session";
