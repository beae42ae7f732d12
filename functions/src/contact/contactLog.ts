import { logger } from "firebase-functions";

export const contactLog = {
  honeypot(ip: string) {
    logger.warn("Contact form honeypot filled in: answered as sent, nothing stored or e-mailed", {
      ip,
    });
  },
  rateLimited(keys: readonly string[]) {
    logger.warn("Contact form rate limit reached", { keys });
  },
  ackWithheld(messageId: string, reason: string) {
    // No address here: the cap exists because someone may be aiming mail at it.
    logger.warn(`No acknowledgement sent for contact message ${messageId}: ${reason}`);
  },
  ackCapsFailed(error: unknown) {
    logger.error("Could not check the acknowledgement caps; acknowledgement withheld", {
      error: error instanceof Error ? error.stack : String(error),
    });
  },
  emailSkipped(messageId: string, reason: string, emails: unknown) {
    logger.info(`No e-mail sent for contact message ${messageId}: ${reason}`, {
      wouldHaveSent: emails,
    });
  },
  emailFailed(messageId: string, error: string) {
    logger.error(`E-mail for contact message ${messageId} failed: ${error}`);
  },
  deliveryNotRecorded(messageId: string, error: unknown) {
    logger.error(`Could not record the e-mail outcome on contact message ${messageId}`, {
      error: error instanceof Error ? error.stack : String(error),
    });
  },
};
