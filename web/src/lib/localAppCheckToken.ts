/** Local stack only: the emulator decodes App Check tokens without verifying them. */
export function localAppCheckToken(appId: string, nowMs: number): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
  const issuedAt = Math.floor(nowMs / 1000);
  const claims = { sub: appId, iat: issuedAt, exp: issuedAt + 3600 };
  return `${part({ alg: "none", typ: "JWT" })}.${part(claims)}.`;
}

/** How long a local token is good for: the SDK asks for a new one before it runs out. */
export const LOCAL_APP_CHECK_TTL_MS = 3_600_000;

/** The app id the local stack's tokens name when no web app is registered. */
export const LOCAL_APP_ID = "local-web-app";
