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

type Setting = { name: string; value: () => string };
const KEYS = [emailjsServiceId, emailjsPublicKey, emailjsPrivateKey];

/** The unset ones among `settings`, or "all" (the local stack: no account, no network). */
function unset(settings: Setting[]): string[] | "all" {
  const missing = settings.filter((setting) => !setting.value()).map((setting) => setting.name);
  return missing.length === settings.length ? "all" : missing;
}

/** Never throws: the message is already stored. */
export async function deliverContactEmails(
  emails: { admin: TemplateParams; ack: TemplateParams },
  ackWithheld: () => Promise<string | undefined>,
): Promise<Delivery> {
  const missing = unset([...KEYS, emailjsAdminTemplateId, emailjsAckTemplateId]);
  if (missing === "all") {
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

export type MailOutcome = { outcome: "sent" | "recorded" } | { outcome: "failed"; error: string };

/** "recorded" with no EmailJS configuration (the local stack); a failure is returned, not thrown.
 * `params` answers a string when there is nobody to send to. */
export async function mailTemplate(
  template: Setting,
  params: () => Promise<TemplateParams | string>,
  send = sendTemplate,
): Promise<MailOutcome> {
  const missing = unset([...KEYS, template]);
  if (missing === "all") return { outcome: "recorded" };
  if (missing.length > 0) {
    return { outcome: "failed", error: `EmailJS is only partly configured: ${missing.join(", ")}` };
  }
  const filled = await params();
  if (typeof filled === "string") return { outcome: "failed", error: filled };
  try {
    await send(template.value(), filled);
    return { outcome: "sent" };
  } catch (reason) {
    return { outcome: "failed", error: describeFailure(reason) };
  }
}

async function sendTemplate(templateId: string, params: TemplateParams): Promise<void> {
  // Loaded on first use: most function instances never send mail.
  const { send } = await import("@emailjs/nodejs");
  await send(emailjsServiceId.value(), templateId, params, {
    publicKey: emailjsPublicKey.value(),
    privateKey: emailjsPrivateKey.value(),
  });
}

/** EmailJS rejects with {status, text}, an Error for the network, a string for bad arguments. */
function describeFailure(reason: unknown): string {
  if (typeof reason === "object" && reason !== null && "status" in reason && "text" in reason) {
    return `EmailJS answered ${String(reason.status)}: ${String(reason.text).slice(0, 200)}`;
  }
  if (reason instanceof Error) return `network error: ${reason.message}`;
  return String(reason).slice(0, 200);
}
