import {
  emailjsAckTemplateId,
  emailjsAdminTemplateId,
  emailjsPrivateKey,
  emailjsPublicKey,
  emailjsServiceId,
} from "../config";

export type TemplateParams = Record<string, string>;

type SendOutcome = "sent" | "failed" | "skipped" | "withheld";

/** Recorded on the message, so nobody has to guess whether mail left. */
export interface Delivery {
  admin: SendOutcome;
  ack: SendOutcome;
  error?: string;
  /** Why nothing was sent (EmailJS not configured). */
  reason?: string;
  /** Which of its caps (contactEmails.ts) held the acknowledgement back. */
  withheld?: string;
}

const KEYS = [
  emailjsServiceId,
  emailjsAdminTemplateId,
  emailjsAckTemplateId,
  emailjsPublicKey,
  emailjsPrivateKey,
];

/** Never throws: the message is already stored. */
export async function deliverContactEmails(
  emails: { admin: TemplateParams; ack: TemplateParams },
  ackWithheld: () => Promise<string | undefined>,
): Promise<Delivery> {
  const missing = KEYS.filter((key) => !key.value()).map((key) => key.name);
  if (missing.length === KEYS.length) {
    // The local stack: no account, no network. Say so rather than pretend.
    return { admin: "skipped", ack: "skipped", reason: "EmailJS is not configured" };
  }
  if (missing.length > 0) {
    const error = `EmailJS is only partly configured: ${missing.join(", ")} missing`;
    return { admin: "failed", ack: "failed", error };
  }
  const withheld = await ackWithheld();
  // One after the other, the shop's notification first: EmailJS takes about one request a second.
  const send = pacedSender();
  const [admin] = await Promise.allSettled([send(emailjsAdminTemplateId.value(), emails.admin)]);
  const [ack] = await Promise.allSettled([
    withheld === undefined ? send(emailjsAckTemplateId.value(), emails.ack) : undefined,
  ]);
  const errors = [
    ...(admin.status === "rejected" ? [`admin: ${describeFailure(admin.reason)}`] : []),
    ...(ack.status === "rejected" ? [`ack: ${describeFailure(ack.reason)}`] : []),
  ];
  return {
    admin: admin.status === "fulfilled" ? "sent" : "failed",
    ack: withheld !== undefined ? "withheld" : ack.status === "fulfilled" ? "sent" : "failed",
    ...(withheld !== undefined ? { withheld } : {}),
    ...(errors.length > 0 ? { error: errors.join("; ") } : {}),
  };
}

/** EmailJS takes about one request a second per account (faster ones answer 429): retried once. */
const EMAILJS_SPACING_MS = 1000;

// Spaced from the end of the last send; a timer may fire a millisecond early, hence the loop.
export function pacedSender() {
  let last = -Infinity;
  return async function send(templateId: string, params: TemplateParams): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      for (let wait; (wait = last + EMAILJS_SPACING_MS - Date.now()) > 0;) {
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
      try {
        return await sendTemplate(templateId, params);
      } catch (reason) {
        const tooMany = (reason as { status?: unknown } | null)?.status === 429;
        if (!tooMany || attempt === 2) throw reason;
      } finally {
        last = Date.now();
      }
    }
  };
}

/** A shopper e-mail's settings: "unset" is the local stack (nothing sent), else what is missing. */
export function missingSettings(template: { name: string; value: () => string }) {
  const settings = [emailjsServiceId, emailjsPublicKey, emailjsPrivateKey, template];
  const missing = settings.filter((setting) => !setting.value()).map((setting) => setting.name);
  if (missing.length === settings.length) return "unset";
  return missing.length > 0
    ? `EmailJS is only partly configured: ${missing.join(", ")}`
    : undefined;
}

export async function sendTemplate(templateId: string, params: TemplateParams): Promise<void> {
  // Loaded on first use: most function instances never send mail.
  const { send } = await import("@emailjs/nodejs");
  await send(emailjsServiceId.value(), templateId, params, {
    publicKey: emailjsPublicKey.value(),
    privateKey: emailjsPrivateKey.value(),
  });
}

/** EmailJS rejects with {status, text}, an Error for the network, a string for bad arguments. */
export function describeFailure(reason: unknown): string {
  if (typeof reason === "object" && reason !== null && "status" in reason && "text" in reason) {
    return `EmailJS answered ${String(reason.status)}: ${String(reason.text).slice(0, 200)}`;
  }
  if (reason instanceof Error) return `network error: ${reason.message}`;
  return String(reason).slice(0, 200);
}
