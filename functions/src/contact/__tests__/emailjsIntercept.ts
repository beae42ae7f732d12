import https from "node:https";
import { syncBuiltinESMExports } from "node:module";
import { Readable, Writable } from "node:stream";
import { vi } from "vitest";

/** One HTTPS request the EmailJS SDK made, as it would have left the machine. */
export interface EmailJsRequest {
  host: unknown;
  port: unknown;
  path: unknown;
  method: unknown;
  headers: unknown;
  body: Record<string, unknown>;
}

/** An HTTP status for EmailJS to answer with, or "network" for a connection that fails. */
export type EmailJsAnswer = 200 | 403 | 429 | 451 | "network";

/** What api.emailjs.com answers with those statuses (its documented client errors, docs/product.md §8). */
export const EMAILJS_TEXTS: Record<number, string> = {
  200: "OK",
  403: "API calls are disabled for non-browser applications",
  429: "Too Many Requests",
  451: "Unavailable For Legal Reasons: headless browser",
};
export const NETWORK_ERROR = "getaddrinfo ENOTFOUND api.emailjs.com";

/**
 * Intercepts the real SDK at node:https, the module it sends with, so the
 * SDK builds and writes its request exactly as in production; only the
 * socket is replaced by an answer chosen per request. The SDK imports
 * `request` as an ES binding of the builtin, hence syncBuiltinESMExports.
 */
export function interceptEmailJs(answerFor: (body: Record<string, unknown>) => EmailJsAnswer) {
  const requests: EmailJsRequest[] = [];
  const original = https.request;
  const fake = (options: https.RequestOptions, callback?: (res: Readable) => void) => {
    if (options.host !== "api.emailjs.com") return original(options, callback);
    const chunks: Buffer[] = [];
    const req: Writable = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        const body = JSON.parse(Buffer.concat(chunks).toString()) as Record<string, unknown>;
        const { host, port, path, method, headers } = options;
        requests.push({ host, port, path, method, headers, body });
        const answer = answerFor(body);
        done();
        setImmediate(() => {
          if (answer === "network") {
            req.emit("error", new Error(NETWORK_ERROR));
            return;
          }
          const res = Object.assign(Readable.from([Buffer.from(EMAILJS_TEXTS[answer] ?? "")]), {
            statusCode: answer,
          });
          callback?.(res);
        });
      },
    });
    return req;
  };
  const spy = vi
    .spyOn(https, "request")
    .mockImplementation(fake as unknown as typeof https.request);
  syncBuiltinESMExports();
  return {
    requests,
    restore() {
      spy.mockRestore();
      syncBuiltinESMExports();
    },
  };
}
