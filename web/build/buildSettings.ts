import { readWebEnv, type RawEnv } from "../src/config/webEnv.ts";

// An incomplete Firebase web config stops `vite build` (readWebEnv names every missing value), so
// no bundle talks to an emulator or to nobody.
export function buildSettings(command: "build" | "serve", env: RawEnv): { siteUrl: string } {
  // The dev server (and vitest) check the same values when the app first reads them.
  if (command === "build") readWebEnv(env);
  const projectId = (env.VITE_FIREBASE_PROJECT_ID as string | undefined) || "demo-shop";
  // For sitemap.xml, robots.txt, og:url and JSON-LD: Hosting's address unless a domain is given.
  const siteUrl = (env.SITE_URL as string | undefined) || `https://${projectId}.web.app`;
  if (!/^https?:\/\/[^/]+/.test(siteUrl)) {
    throw new Error(
      `SITE_URL must be an absolute address such as https://shop.example.in: ${siteUrl}`,
    );
  }
  return { siteUrl: siteUrl.replace(/\/$/, "") };
}
