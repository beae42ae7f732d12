import { describe, expect, it } from "vitest";
import { buildSettings } from "../buildSettings";

const PRODUCTION = {
  VITE_FIREBASE_PROJECT_ID: "aquasense-prod",
  VITE_FIREBASE_API_KEY: "AIzaSyExample",
  VITE_FIREBASE_APP_ID: "1:123:web:abc",
  VITE_APPCHECK_SITE_KEY: "6LcExampleSiteKey",
};

describe("buildSettings: what vite.config takes from the environment", () => {
  it("stops a build with no extra environment, naming what is missing", () => {
    expect(() => buildSettings("build", {})).toThrow(
      "Web configuration is incomplete: VITE_FIREBASE_PROJECT_ID, VITE_FIREBASE_API_KEY, VITE_FIREBASE_APP_ID, VITE_APPCHECK_SITE_KEY are not set.",
    );
  });

  it("lets the dev server start; the app checks its values when it reads them", () => {
    expect(buildSettings("serve", {}).siteUrl).toBe("https://demo-shop.web.app");
  });

  it("names the project's Hosting address unless SITE_URL says otherwise", () => {
    expect(buildSettings("build", PRODUCTION).siteUrl).toBe("https://aquasense-prod.web.app");
    expect(buildSettings("build", { ...PRODUCTION, SITE_URL: "https://shop.example.in/" })).toEqual(
      { siteUrl: "https://shop.example.in" },
    );
  });

  it("refuses a SITE_URL that is not an address", () => {
    expect(() => buildSettings("build", { ...PRODUCTION, SITE_URL: "shop.example.in" })).toThrow(
      "SITE_URL must be an absolute address such as https://shop.example.in: shop.example.in",
    );
  });
});
