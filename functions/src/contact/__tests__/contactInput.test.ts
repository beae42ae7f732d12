import { HttpsError } from "firebase-functions/v2/https";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { allDocumentPaths, clearFirestore } from "../../testing/harness";
import {
  EMAILJS_ENV,
  SHOP_ENV,
  clearEnv,
  ravi,
  sendFrom,
  setEnv,
  storedMessages,
} from "./contactTesting";
import { interceptEmailJs } from "./emailjsIntercept";

const REQUIRED = "Please fill in all required fields";
/** The texts a one-line field with a line break, tab or other control character is refused with. */
const LINE_BREAKS = {
  fullName: "Please remove line breaks and tabs from Full Name.",
  email: "Please remove line breaks and tabs from Email Address.",
  phone: "Please remove line breaks and tabs from Phone Number.",
  subject: "Please remove line breaks and tabs from Subject.",
};

let emailjs: ReturnType<typeof interceptEmailJs>;
beforeEach(async () => {
  await clearFirestore();
  // Configured, so that anything that got through would show as a request.
  setEnv({ ...EMAILJS_ENV, ...SHOP_ENV });
  emailjs = interceptEmailJs(() => 200);
});
afterEach(() => {
  emailjs.restore();
  clearEnv();
});

async function expectRefused(data: unknown, message: string) {
  const error = await sendFrom("203.0.113.60", null, data).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(HttpsError);
  expect(error).toMatchObject({ code: "invalid-argument", message });
  expect(await allDocumentPaths()).toEqual([]);
  expect(emailjs.requests).toEqual([]);
}

describe("sendContactMessage input", () => {
  it.each<[string, unknown, string]>([
    ["nothing", undefined, REQUIRED],
    ["a blank name", { ...ravi, fullName: "  " }, REQUIRED],
    ["no e-mail", { ...ravi, email: undefined }, REQUIRED],
    ["a blank message", { ...ravi, message: "" }, REQUIRED],
    [
      "a malformed e-mail",
      { ...ravi, email: "ravi@example" },
      "Please enter a valid email address",
    ],
    ["text instead of fields", "hello", "Invalid input: expected object, received string"],
    ["a name that is a number", { ...ravi, fullName: 7 }, REQUIRED],
    [
      "an oversize name",
      { ...ravi, fullName: "R".repeat(101) },
      "Please keep this under 100 characters.",
    ],
    [
      "an oversize e-mail",
      { ...ravi, email: `${"r".repeat(250)}@x.in` },
      "Please keep this under 254 characters.",
    ],
    [
      "an oversize phone",
      { ...ravi, phone: "9".repeat(21) },
      "Please keep this under 20 characters.",
    ],
    [
      "an oversize subject",
      { ...ravi, subject: "S".repeat(151) },
      "Please keep this under 150 characters.",
    ],
    [
      "an oversize message",
      { ...ravi, message: "M".repeat(5001) },
      "Please keep this under 5000 characters.",
    ],
    [
      "an oversize honeypot",
      { ...ravi, website: "w".repeat(201) },
      "Too big: expected string to have <=200 characters",
    ],
  ])("refuses %s and writes nothing", async (_case, data, message) => {
    await expectRefused(data, message);
  });
});

describe("sendContactMessage one-line fields", () => {
  it.each<[string, Record<string, string>, string]>([
    [
      "CR LF and a header in the name",
      { fullName: "Ravi\r\nBcc: a@example.in" },
      LINE_BREAKS.fullName,
    ],
    ["LF in the name", { fullName: "Ravi\nKumar" }, LINE_BREAKS.fullName],
    ["CR in the name", { fullName: "Ravi\rKumar" }, LINE_BREAKS.fullName],
    ["a tab in the name", { fullName: "Ravi\tKumar" }, LINE_BREAKS.fullName],
    ["NUL in the name", { fullName: "Ravi\u0000Kumar" }, LINE_BREAKS.fullName],
    ["a line separator in the name", { fullName: "Ravi\u2028Kumar" }, LINE_BREAKS.fullName],
    ["CR LF in the e-mail", { email: "ravi@example.in\r\nBcc: a@example.in" }, LINE_BREAKS.email],
    ["NUL in the e-mail", { email: "ravi\u0000@example.in" }, LINE_BREAKS.email],
    ["CR LF in the phone", { phone: "98765\r\n43210" }, LINE_BREAKS.phone],
    ["NEL in the phone", { phone: "98765\u008543210" }, LINE_BREAKS.phone],
    [
      "CR LF and a header in the subject",
      { subject: "Hi\r\nBcc: a@example.in" },
      LINE_BREAKS.subject,
    ],
    ["ESC in the subject", { subject: "Hi\u001b[31m" }, LINE_BREAKS.subject],
    ["DEL in the subject", { subject: "Hi\u007fthere" }, LINE_BREAKS.subject],
  ])("refuses %s, storing and e-mailing nothing", async (_case, patch, message) => {
    await expectRefused({ ...ravi, ...patch }, message);
  });

  it("keeps line breaks in the message, which only goes into the shop's own notification", async () => {
    const message = "Line one\r\nLine two\n\tIndented";
    await expect(sendFrom("203.0.113.61", null, { ...ravi, message })).resolves.toEqual({
      received: true,
    });

    expect(await storedMessages()).toEqual([expect.objectContaining({ message })]);
    const admin = emailjs.requests.find((r) => r.body.template_id === "template_admin_notify");
    expect(admin?.body.template_params).toMatchObject({
      message: `Subject: Pump compatibility\n\n${message}`,
    });
  });
});
