import type { CallableRequest } from "firebase-functions/v2/https";
import { sendContactMessage } from "../../index";
import { db } from "../../lib/firestore";
import { authFor, testEnv, type TestCaller } from "../../testing/harness";
import { COLLECTIONS, type ContactReceipt } from "../../domain";

/** The EmailJS settings a deployed shop would have (params and the private key secret). */
export const EMAILJS_ENV = {
  EMAILJS_SERVICE_ID: "service_aquasense",
  EMAILJS_ADMIN_TEMPLATE_ID: "template_admin_notify",
  EMAILJS_ACK_TEMPLATE_ID: "template_sender_ack",
  EMAILJS_PUBLIC_KEY: "pk_public_123",
  EMAILJS_PRIVATE_KEY: "sk_private_456",
} as const;
/** The shop's identity params; always set, as the emulator and a deploy set their defaults. */
export const SHOP_ENV = { SHOP_ADMIN_EMAIL: "support@aquasense.in", SHOP_NAME: "AquaSense" };

export function setEnv(values: Record<string, string>): void {
  for (const [name, value] of Object.entries(values)) process.env[name] = value;
}

export function clearEnv(): void {
  for (const name of [...Object.keys(EMAILJS_ENV), ...Object.keys(SHOP_ENV)]) {
    delete process.env[name];
  }
}

/** The address Cloud Run's own proxy connects from: what the socket shows, for every caller. */
export const RUNTIME_SOCKET = "169.254.1.1";

/**
 * A callable's rawRequest as the production runtime builds it for this
 * X-Forwarded-For: Google's front end has appended the client's address; the
 * functions framework's Express sets trust proxy, so `ip` is the left-most
 * entry (whatever the caller wrote, if anything).
 */
export function productionRequest(forwardedFor: string): CallableRequest["rawRequest"] {
  return {
    ip: forwardedFor.split(",")[0]?.trim(),
    headers: { "x-forwarded-for": forwardedFor },
    socket: { remoteAddress: RUNTIME_SOCKET },
  } as unknown as CallableRequest["rawRequest"];
}

/** Calls sendContactMessage as the runtime would for a request with this X-Forwarded-For. */
export function sendThrough(
  forwardedFor: string,
  caller: TestCaller | null,
  data: unknown,
): Promise<ContactReceipt> {
  const wrapped = testEnv.wrap(sendContactMessage) as unknown as (
    req: Partial<CallableRequest>,
  ) => Promise<ContactReceipt>;
  return wrapped({
    data,
    ...(caller ? { auth: authFor(caller) } : {}),
    rawRequest: productionRequest(forwardedFor),
  });
}

/** Calls sendContactMessage as the runtime would for a client at `ip` that forges nothing. */
export function sendFrom(ip: string, caller: TestCaller | null, data: unknown) {
  return sendThrough(ip, caller, data);
}

export async function storedMessages() {
  const snap = await db().collection(COLLECTIONS.contactMessages).get();
  return snap.docs.map((doc) => doc.data());
}

export const ravi = {
  fullName: "Ravi Kumar",
  email: "ravi@example.in",
  phone: "98765 43210",
  subject: "Pump compatibility",
  message: "Does the Smart Controller work with a 1 HP pump?",
};
