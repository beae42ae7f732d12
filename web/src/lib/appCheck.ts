import type { FirebaseApp } from "firebase/app";
import type { WebEnv } from "../config/webEnv";

/** reCAPTCHA Enterprise in production (docs/deploy.md, "App Check"), a local token locally. */
export async function startAppCheck(app: FirebaseApp, env: WebEnv): Promise<void> {
  const sdk = await import("firebase/app-check");
  const provider = env.useEmulators
    ? new sdk.CustomProvider({
        getToken: async (now = Date.now()) => ({
          token: localAppCheckToken(env.firebase.appId ?? LOCAL_APP_ID, now),
          expireTimeMillis: now + 3_600_000, // the token's own lifetime: renewed before it ends
        }),
      })
    : new sdk.ReCaptchaEnterpriseProvider(env.appCheckSiteKey ?? "");
  sdk.initializeAppCheck(app, { provider, isTokenAutoRefreshEnabled: true });
}

/** Local stack only: the emulator decodes App Check tokens without verifying them. */
export function localAppCheckToken(appId: string, nowMs: number): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
  const issuedAt = Math.floor(nowMs / 1000);
  const claims = { sub: appId, iat: issuedAt, exp: issuedAt + 3600 };
  return `${part({ alg: "none", typ: "JWT" })}.${part(claims)}.`;
}

/** The app id the local stack's tokens name when no web app is registered. */
export const LOCAL_APP_ID = "local-web-app";
