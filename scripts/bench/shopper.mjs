// A verified shopper signed in through the real /login form, in Debian's Chromium launched as
// tests/support/browser.ts launches it.
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../chromium.mjs";
import { createVerifiedShopper } from "../load/clients.mjs";

const env = (name) => {
  const value = process.env[name];
  if (!value)
    throw new Error(`${name} is not set: run through scripts/stack.mjs --web=preview --run`);
  return value;
};

export const ADDRESS = {
  name: "Bench Shopper",
  phone: "9876543210",
  address: "12 Lake Road, Indiranagar, Bengaluru",
  pincode: "560038",
};

/** The profile registration writes (docs/product.md §3), with a saved address, so /payment can pay at once. */
async function writeProfile({ uid, email }) {
  const str = (stringValue) => ({ stringValue });
  const fields = {
    uid: str(uid),
    email: str(email),
    name: str(ADDRESS.name),
    firstName: str("Bench"),
    phone: str(ADDRESS.phone),
    provider: str("password"),
    admin: { booleanValue: false },
    createdAt: { timestampValue: new Date().toISOString() },
    addressInfo: {
      mapValue: {
        fields: Object.fromEntries(Object.entries(ADDRESS).map(([k, v]) => [k, str(v)])),
      },
    },
  };
  const project = process.env.GCLOUD_PROJECT ?? "demo-shop";
  const url = `http://${env("FIRESTORE_EMULATOR_HOST")}/v1/projects/${project}/databases/(default)/documents/users/${uid}`;
  const res = await fetch(url, {
    method: "PATCH",
    headers: { authorization: "Bearer owner", "content-type": "application/json" },
    body: JSON.stringify({ fields }),
  });
  if (!res.ok) throw new Error(`profile write → ${res.status} ${await res.text()}`);
}

async function signIn(page, { email, password }) {
  await page.goto("/login");
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/");
}

/** A signed-in shopper's page on the stack's shop; close the browser when done. */
export async function signedInShopper({ timeoutMs }) {
  const password = "bench-pass-1";
  const shopper = await createVerifiedShopper(`bench-${Date.now()}@example.in`, password);
  await writeProfile(shopper);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
  });
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    baseURL: env("SHOP_WEB_URL"),
    locale: "en-IN",
  });
  const page = await context.newPage();
  page.setDefaultTimeout(timeoutMs);
  await signIn(page, { email: shopper.email, password });
  return { browser, page };
}
