import type { FirebaseApp } from "firebase/app";
import type { WebEnv } from "../config/webEnv";
import { LOCAL_APP_CHECK_TTL_MS, LOCAL_APP_ID, localAppCheckToken } from "./localAppCheckToken";

/**
 * App Check: every callable refuses a request that does not come from this
 * web app (functions/src/lib/callable.ts enforces it). In production the
 * token comes from reCAPTCHA Enterprise with the site key of
 * web/.env.production (docs/deploy.md, "App Check"); on the local stack from
 * a local provider the Functions emulator accepts (./localAppCheckToken).
 * Started before the first callable, with the Functions SDK.
 */
export async function startAppCheck(app: FirebaseApp, env: WebEnv): Promise<void> {
  const sdk = await import("firebase/app-check");
  const provider = env.useEmulators
    ? new sdk.CustomProvider({
        getToken: async () => {
          const now = Date.now();
          return {
            token: localAppCheckToken(env.firebase.appId ?? LOCAL_APP_ID, now),
            expireTimeMillis: now + LOCAL_APP_CHECK_TTL_MS,
          };
        },
      })
    : new sdk.ReCaptchaEnterpriseProvider(env.appCheckSiteKey ?? "");
  sdk.initializeAppCheck(app, { provider, isTokenAutoRefreshEnabled: true });
}
