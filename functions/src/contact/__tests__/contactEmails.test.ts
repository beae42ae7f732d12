import { describe, expect, it } from "vitest";
import { contactEmails, mailboxOf, oneLine, recipientKey } from "../contactEmails";

const SHOP = { name: "AquaSense", adminEmail: "support@aquasense.in" };
const ACK = {
  email: "victim@example.in",
  from_name: "AquaSense",
  title: "We have received your message",
  message:
    "Thank you for contacting AquaSense. We have received your message and will get back to you soon.",
};

/** What a spammer puts in every field they control, hoping the acknowledgement carries it. */
const spam = {
  fullName: "Cheap pills at http://spam.example <a href='http://spam.example'>click</a>",
  email: "victim@example.in",
  phone: "+91 98765 43210",
  subject: "You won ₹10,00,000!\r\nBcc: everyone@example.in",
  message: "Claim it at http://spam.example/claim\n<b>now</b>",
};

describe("contactEmails", () => {
  it("gives the acknowledgement the shop's fixed words and nothing the sender wrote but the address", () => {
    const { ack } = contactEmails(spam, SHOP);

    expect(ack).toEqual(ACK);
    const sent = JSON.stringify(ack);
    for (const text of ["spam.example", "pills", "href", "won", "Bcc", "claim", "\\r", "\\n"]) {
      expect(sent).not.toContain(text);
    }
  });

  it("keeps the message for the shop, with every header-bound field on one line", () => {
    const { admin } = contactEmails(
      {
        ...spam,
        fullName: "Ravi\r\nBcc: a@example.in",
        phone: "98765\u202843210",
        email: "ravi@example.in\u0000",
      },
      SHOP,
    );

    expect(admin).toEqual({
      to_name: "AquaSense team",
      to_email: "support@aquasense.in",
      from_name: "Ravi Bcc: a@example.in",
      from_email: "ravi@example.in",
      phone: "98765 43210",
      message:
        "Subject: You won ₹10,00,000! Bcc: everyone@example.in\n\n" +
        "Claim it at http://spam.example/claim\n<b>now</b>",
      reply_to: "ravi@example.in",
    });
  });

  it.each<[string, string]>([
    ["plain text", "plain text"],
    ["a\r\nb", "a b"],
    ["a\n\n\nb", "a b"],
    ["a\tb", "a b"],
    ["a\u0000b\u001bc\u007fd\u0085e", "a b c d e"],
    ["a\u2028b\u2029c", "a b c"],
    ["\r\nedges\r\n", "edges"],
  ])("oneLine(%j) is %j", (text, line) => {
    expect(oneLine(text)).toBe(line);
  });
});

describe("the acknowledgement's recipient key", () => {
  it.each<[string, string]>([
    ["Ravi@Example.IN", "ravi@example.in"],
    ["ravi+promo@example.in", "ravi@example.in"],
    ["ravi+a+b@example.in", "ravi@example.in"],
    ["R.a.v.i+x@GMAIL.com", "ravi@gmail.com"],
    ["ravi@googlemail.com", "ravi@gmail.com"],
    ["r.avi@example.in", "r.avi@example.in"],
  ])("counts %s as the mailbox %s", (email, mailbox) => {
    expect(mailboxOf(email)).toBe(mailbox);
  });

  it("is a SHA-256 of the mailbox: the same for every spelling, never the address", () => {
    const sha256OfMailbox = "4d694c865bafea7fc17913be006edeba1e57163064281aa4283cedfcae60337c";
    for (const spelling of ["ravi@example.in", "Ravi+1@Example.in", "RAVI+promo@example.IN"]) {
      expect(recipientKey(spelling)).toBe(`contact_ack_to_${sha256OfMailbox}`);
    }
  });
});
