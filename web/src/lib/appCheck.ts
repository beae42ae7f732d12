import type { FirebaseApp } from "firebase/app";
import type { WebEnv } from "../config/webEnv";
import { LOCAL_APP_CHECK_TTL_MS, LOCAL_APP_ID, localAppCheckToken } from "./localAppCheckToken";

/** reCAPTCHA Enterprise in production (docs/deploy.md, "App Check"), a local token locally. */
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
