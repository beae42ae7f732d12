/**
 * Every port of the local stack. Each can be set on its own
 * (SHOP_PORT_FIRESTORE=…), or all moved together with SHOP_PORT_OFFSET so two
 * stacks can run side by side on one machine. The defaults end in distinct
 * last two digits, so stacks whose offsets are multiples of 100 never collide.
 */
const defaults = {
  firestore: 8080,
  auth: 9099,
  functions: 5001,
  hub: 4400,
  logging: 4502,
  // Started by the Functions emulator itself for v2 functions.
  eventarc: 9297,
  tasks: 9496,
  razorpay: 4010,
  web: 5173,
};

export function resolvePorts(env = process.env) {
  const offset = Number(env.SHOP_PORT_OFFSET ?? 0);
  const ports = {};
  for (const [name, port] of Object.entries(defaults)) {
    const explicit = env[`SHOP_PORT_${name.toUpperCase()}`];
    ports[name] = explicit ? Number(explicit) : port + offset;
    if (!Number.isInteger(ports[name]) || ports[name] <= 0) {
      throw new Error(`Port for ${name} is not a number: ${explicit}`);
    }
  }
  return ports;
}

export const HOST = "127.0.0.1";
export const PROJECT_ID = process.env.SHOP_PROJECT_ID ?? "demo-shop";
export const REGION = "asia-south1";

/** What every process of the stack (and every test) needs to find the emulators. */
export function stackEnv(ports) {
  return {
    GCLOUD_PROJECT: PROJECT_ID,
    FIRESTORE_EMULATOR_HOST: `${HOST}:${ports.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${ports.auth}`,
    SHOP_FUNCTIONS_URL: `http://${HOST}:${ports.functions}/${PROJECT_ID}/${REGION}`,
    SHOP_RAZORPAY_URL: `http://${HOST}:${ports.razorpay}`,
    SHOP_WEB_URL: `http://${HOST}:${ports.web}`,
    VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
    VITE_USE_EMULATORS: "true",
    VITE_EMULATOR_HOST: HOST,
    VITE_AUTH_EMULATOR_PORT: String(ports.auth),
    VITE_FIRESTORE_EMULATOR_PORT: String(ports.firestore),
    VITE_FUNCTIONS_EMULATOR_PORT: String(ports.functions),
    VITE_RAZORPAY_CHECKOUT_URL: `http://${HOST}:${ports.razorpay}/v1/checkout.js`,
  };
}
