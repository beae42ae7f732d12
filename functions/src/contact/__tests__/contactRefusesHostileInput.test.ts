/**
 * Bad input, fuzzed, for the contact form's callable: every malformed,
 * oversized or hostile message (a line break in a one-line field included)
 * is refused with a readable HttpsError, and nothing is stored or e-mailed. Runs in-process through callAs.
 */
import fc from "fast-check";
import { beforeEach, describe, it } from "vitest";
import { sendContactMessage } from "../../index";
import { CONTACT_TEXT, MESSAGES } from "../../domain";
import { callAs, clearFirestore, type TestCaller } from "../../testing/harness";
import {
  FUZZ,
  UNSUPPORTED,
  UNUSABLE_CHARACTERS,
  corruptionOf,
  LENGTH,
  ZOD_DEFAULT,
  asha,
  expectRefusedWithoutWrites,
  hostilePayload,
  hugeString,
  nonString,
  uncleanText,
} from "../../testing/hostile";

beforeEach(clearFirestore);

describe("sendContactMessage under hostile input", () => {
  const valid = {
    fullName: "Ravi Kumar",
    email: "ravi@example.in",
    phone: "98765 43210",
    subject: "Pump compatibility",
    message: "Does the Smart Controller work with a 1 HP pump?",
    website: "",
  };
  /** Text with a line break or other control character inside, where trimming cannot reach it. */
  const multiLine = fc
    .tuple(
      fc.string({ maxLength: 10 }),
      fc.constantFrom("\r\n", "\n", "\r", "\t", "\u0000", "\u001b", "\u007f", "\u0085", "\u2028"),
      fc.string({ maxLength: 10 }),
    )
    .map(([before, control, after]) => `x${before}${control}${after}y`);
  const fieldCorrupted = fc
    .oneof(
      fc.tuple(
        fc.oneof(
          nonString.filter((v) => v !== undefined),
          // zod counts code points: 2,501 "💧" are 5,002 UTF-16 units but within 5,000.
          hugeString.filter((s) => [...s].length > 5000),
        ),
        fc
          .constantFrom("fullName", "email", "phone", "subject", "message", "website")
          .map((f) => [f]),
      ),
      fc.tuple(
        fc.constant(undefined),
        fc.constantFrom("fullName", "email", "message").map((f) => [f]),
      ),
      fc.tuple(
        fc.constantFrom(
          "",
          "   ",
          "ravi",
          "ravi@",
          "@example.in",
          "ravi@example",
          "a b@c.d",
          "../x@y",
        ),
        fc.constant(["email"]),
      ),
      fc.tuple(
        multiLine,
        fc.constantFrom("fullName", "email", "phone", "subject").map((f) => [f]),
      ),
      fc.tuple(
        uncleanText,
        fc.constantFrom("fullName", "email", "phone", "subject", "message").map((f) => [f]),
      ),
    )
    .map(corruptionOf(valid));
  // A whole hostile payload goes as drawn: through corruptionOf, a two-item
  // array whose second item is an array reads as [value, path] and became a
  // valid message with one odd extra key.
  const corrupted = fc.oneof(hostilePayload, fieldCorrupted);

  it("refuses every malformed message with a clear message, storing and sending nothing", async () => {
    const sent: unknown[] = [];
    const realFetch = globalThis.fetch;
    // Nothing may reach EmailJS: any outbound call is recorded and refused.
    globalThis.fetch = ((...args: Parameters<typeof fetch>) => {
      if (String(args[0]).includes("emailjs")) {
        sent.push(args[0]);
        return Promise.resolve(new Response("no", { status: 500 }));
      }
      return realFetch(...args);
    }) as typeof fetch;
    try {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom<TestCaller | null>(null, asha),
          corrupted,
          async (who, data) => {
            await expectRefusedWithoutWrites(() => callAs(sendContactMessage, who, data), {
              codes: ["invalid-argument"],
              messages: [
                MESSAGES.requiredContact,
                MESSAGES.invalidEmail,
                ...Object.values(CONTACT_TEXT.lineBreaks),
                UNSUPPORTED,
                LENGTH,
                ZOD_DEFAULT,
              ],
            });
          },
        ),
        FUZZ,
      );
    } finally {
      globalThis.fetch = realFetch;
    }
    if (sent.length > 0) throw new Error(`e-mails were sent for bad input: ${sent.length}`);
  });

  it("refuses a lone surrogate or control character in any field", async () => {
    const labels = {
      fullName: "Full Name",
      email: "Email Address",
      phone: "Phone Number",
      subject: "Subject",
      message: "Message",
    } as const;
    for (const [field, label] of Object.entries(labels)) {
      for (const unusable of UNUSABLE_CHARACTERS) {
        // A one-line field names a line break or control character as such.
        const oneLine = field !== "message" && /[\p{Cc}\u2028]/u.test(unusable);
        const key = field as keyof typeof labels;
        const message = oneLine
          ? CONTACT_TEXT.lineBreaks[key as Exclude<typeof key, "message">]
          : `Please remove unsupported characters from ${label}.`;
        const data = { ...valid, [field]: `ravi${unusable}@example.in` };
        await expectRefusedWithoutWrites(() => callAs(sendContactMessage, asha, data), {
          codes: ["invalid-argument"],
          messages: [message],
        });
      }
    }
  });
});
