import { getAuth } from "firebase-admin/auth";
import {
  emailjsOrderConfirmationTemplateId,
  emailjsOrderShippedTemplateId,
  emailjsPrivateKey,
  emailjsPublicKey,
  emailjsRefundTemplateId,
  emailjsServiceId,
} from "../config";
import type { OrderEmailKey } from "../domain";
import { sendTemplate, type TemplateParams } from "../contact/mailer";

export type MailOutcome = { outcome: "sent" | "recorded" } | { outcome: "failed"; error: string };

function templateOf(key: OrderEmailKey) {
  if (key === "confirmation") return emailjsOrderConfirmationTemplateId;
  if (key === "shipped") return emailjsOrderShippedTemplateId;
  return emailjsRefundTemplateId;
}

/** "recorded" with no EmailJS configuration (the local stack); "failed" naming what is missing. */
export function mailConfigProblem(key: OrderEmailKey): MailOutcome | undefined {
  const params = [emailjsServiceId, emailjsPublicKey, emailjsPrivateKey, templateOf(key)];
  const missing = params.filter((param) => !param.value()).map((param) => param.name);
  if (missing.length === params.length) return { outcome: "recorded" };
  if (missing.length > 0) {
    return { outcome: "failed", error: `EmailJS is only partly configured: ${missing.join(", ")}` };
  }
  return undefined;
}

/** The shopper's address: the one stored on the order, else their account's. */
export async function shopperAddress(uid: string, order: FirebaseFirestore.DocumentData) {
  if (typeof order.customerEmail === "string" && order.customerEmail) return order.customerEmail;
  const user = await getAuth().getUser(uid);
  return user.email;
}

/** Sends one template through the EmailJS SDK; never throws. */
export async function sendOrderTemplate(
  key: OrderEmailKey,
  params: TemplateParams,
): Promise<MailOutcome> {
  try {
    await sendTemplate(templateOf(key).value(), params);
    return { outcome: "sent" };
  } catch (reason) {
    return { outcome: "failed", error: describe(reason) };
  }
}

function describe(reason: unknown): string {
  if (typeof reason === "object" && reason !== null && "status" in reason && "text" in reason) {
    return `EmailJS answered ${String(reason.status)}: ${String(reason.text).slice(0, 200)}`;
  }
  if (reason instanceof Error) return reason.message.slice(0, 200);
  return String(reason).slice(0, 200);
}
