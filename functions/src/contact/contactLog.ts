import { logger } from "firebase-functions";

const stack = (error: unknown) => ({
  error: error instanceof Error ? error.stack : String(error),
});

export const contactLog = {
  honeypot(ip: string) {
    const text = "Contact form honeypot filled in: answered as sent, nothing stored or e-mailed";
    logger.warn(text, { ip });
  },
  rateLimited: (keys: readonly string[]) =>
    logger.warn("Contact form rate limit reached", { keys }),
  // No address here: the cap exists because someone may be aiming mail at it.
  ackWithheld: (messageId: string, reason: string) =>
    logger.warn(`No acknowledgement sent for contact message ${messageId}: ${reason}`),
  ackCapsFailed: (error: unknown) =>
    logger.error(
      "Could not check the acknowledgement caps; acknowledgement withheld",
      stack(error),
    ),
  emailSkipped: (messageId: string, reason: string, emails: unknown) =>
    logger.info(`No e-mail sent for contact message ${messageId}: ${reason}`, {
      wouldHaveSent: emails,
    }),
  emailFailed: (messageId: string, error: string) =>
    logger.error(`E-mail for contact message ${messageId} failed: ${error}`),
  deliveryNotRecorded: (messageId: string, error: unknown) =>
    logger.error(
      `Could not record the e-mail outcome on contact message ${messageId}`,
      stack(error),
    ),
};
