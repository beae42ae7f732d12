import { logger } from "firebase-functions";

type Fields = Record<string, unknown>;

/** A given-up e-mail is logged as an error, since only a person can put it right. */
export const orderEmailLog = {
  notSent(fields: Fields) {
    logger.warn("order e-mail not sent; it will be tried again", fields);
  },
  gaveUp(fields: Fields) {
    logger.error("order e-mail not sent after its last attempt; no more attempts", fields);
  },
  timedOut(fields: Fields) {
    logger.warn("order e-mail timed out", fields);
  },
  failed(error: unknown, fields: Fields) {
    logger.error("order e-mail failed", {
      ...fields,
      error: error instanceof Error ? error.message : String(error),
    });
  },
  retried(summary: Fields) {
    logger.info("order e-mail retries finished", summary);
  },
};
