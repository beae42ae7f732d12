// Defaults differ in their last two digits: stacks with offsets in multiples of 100 never collide.
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

// The Fetch standard's "bad ports": a stack on one would never look ready.
const BAD_PORTS = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102,
  103, 104, 109, 110, 111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465,
  512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993,
  995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668,
  6669, 6679, 6697, 10080,
]);

// An offset landing on a port browsers refuse (2000 puts Firestore on 10080) moves to a free one;
// a port set by SHOP_PORT_<NAME> is taken as given, so a refused one is an error.
export function resolvePorts(env = process.env, onMove = () => {}) {
  const offset = Number(env.SHOP_PORT_OFFSET ?? 0);
  if (!Number.isInteger(offset)) {
    throw new Error(`SHOP_PORT_OFFSET is not a whole number: ${env.SHOP_PORT_OFFSET}`);
  }
  const given = (name) => env[`SHOP_PORT_${name.toUpperCase()}`];
  const ports = {};
  for (const [name, port] of Object.entries(defaults)) {
    ports[name] = given(name) ? Number(given(name)) : port + offset;
    if (!Number.isInteger(ports[name]) || ports[name] <= 0 || ports[name] > 65535) {
      throw new Error(`Port for ${name} is not a port number: ${given(name) ?? ports[name]}`);
    }
    if (BAD_PORTS.has(ports[name]) && given(name)) {
      throw new Error(
        `Port ${ports[name]} (${name}) is one browsers and fetch refuse to use: pick another SHOP_PORT_${name.toUpperCase()}.`,
      );
    }
  }
  for (const name of Object.keys(ports).filter((n) => !given(n) && BAD_PORTS.has(ports[n]))) {
    const taken = new Set(Object.values(ports));
    let port = ports[name] + 1;
    while (BAD_PORTS.has(port) || taken.has(port)) port += 1;
    onMove({ name, from: ports[name], to: port });
    ports[name] = port;
  }
  return ports;
}

export const HOST = "127.0.0.1";
export const PROJECT_ID = "demo-shop";
const REGION = "asia-south1";

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
    VITE_FIREBASE_API_KEY: "demo-api-key",
    VITE_USE_EMULATORS: "true",
    VITE_EMULATOR_HOST: HOST,
    VITE_AUTH_EMULATOR_PORT: String(ports.auth),
    VITE_FIRESTORE_EMULATOR_PORT: String(ports.firestore),
    VITE_FUNCTIONS_EMULATOR_PORT: String(ports.functions),
    VITE_RAZORPAY_CHECKOUT_URL: `http://${HOST}:${ports.razorpay}/v1/checkout.js`,
  };
}
