import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FunctionsError } from "firebase/functions";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { invokeCallable } from "../../../lib/callableTransport";
import { TimeLimitError } from "../../../lib/timeLimit";
import { ContactForm } from "../components/ContactForm";

vi.mock("../../../lib/callableTransport", () => ({ invokeCallable: vi.fn() }));
const call = vi.mocked(invokeCallable);

const SENT = "Your message has been sent successfully! We will get back to you soon.";
const FIELDS = ["Full Name", "Email Address", "Phone Number", "Subject", "Message"] as const;

function field(label: (typeof FIELDS)[number]) {
  return screen.getByLabelText(label, { selector: "input, textarea" }) as HTMLInputElement;
}

async function fillIn(values: Partial<Record<(typeof FIELDS)[number], string>>) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) {
    await user.type(field(label as (typeof FIELDS)[number]), value);
  }
  return user;
}

const ravi = {
  "Full Name": "Ravi Kumar",
  "Email Address": "ravi@example.in",
  Message: "Does it fit a 1 HP pump?",
};

function status() {
  return document.querySelector(".contact-status");
}

beforeEach(() => {
  call.mockReset();
  render(<ContactForm />);
});

describe("ContactForm", () => {
  it("offers the spec's fields, a 5-row message box and Send Message", () => {
    for (const label of FIELDS) expect(field(label)).toBeInTheDocument();
    expect(field("Message").tagName).toBe("TEXTAREA");
    expect(field("Message")).toHaveAttribute("rows", "5");
    expect(field("Email Address")).toHaveAttribute("type", "email");
    expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });

  it("hides the honeypot from people and assistive tech", () => {
    const trap = document.querySelector<HTMLInputElement>("input[name=website]");
    expect(trap).not.toBeNull();
    expect(trap).toHaveAttribute("tabindex", "-1");
    expect(trap?.closest("[aria-hidden=true]")).not.toBeNull();
    expect(screen.queryByRole("textbox", { name: /website/i })).not.toBeInTheDocument();
  });

  it.each([
    ["everything blank", {}],
    ["no name", { "Email Address": "ravi@example.in", Message: "Hi" }],
    ["a blank message", { "Full Name": "Ravi", "Email Address": "ravi@example.in", Message: "  " }],
    ["no e-mail", { "Full Name": "Ravi", Message: "Hi" }],
    ["a malformed e-mail and no message", { "Full Name": "Ravi", "Email Address": "ravi@x" }],
  ])("asks for the required fields (%s) and sends nothing", async (_case, values) => {
    const user = await fillIn(values);
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(
      /^Please fill in all required fields$/,
    );
    expect(status()).toHaveClass("contact-status--error");
    expect(call).not.toHaveBeenCalled();
  });

  it.each(["ravi@example", "ravi example@x.in", "ravi.example.in"])(
    "refuses the e-mail %s and sends nothing",
    async (email) => {
      const user = await fillIn({ ...ravi, "Email Address": email });
      await user.click(screen.getByRole("button", { name: "Send Message" }));

      expect(await screen.findByRole("alert")).toHaveTextContent(
        /^Please enter a valid email address$/,
      );
      expect(call).not.toHaveBeenCalled();
    },
  );

  it("reads Sending... while busy, sends once, then shows the success text and clears", async () => {
    let finish: (value: unknown) => void = () => undefined;
    call.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const user = await fillIn({ ...ravi, "Full Name": " Ravi Kumar ", Subject: "Wiring" });
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    const busy = await screen.findByRole("button", { name: "Sending..." });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(call).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledWith("sendContactMessage", {
      fullName: "Ravi Kumar",
      email: "ravi@example.in",
      phone: "",
      subject: "Wiring",
      message: "Does it fit a 1 HP pump?",
      website: "",
    });

    finish({ received: true });
    expect(await screen.findByRole("status")).toHaveTextContent(SENT);
    expect(status()).toHaveClass("contact-status--success");
    for (const label of FIELDS) expect(field(label)).toHaveValue("");
    expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });

  it.each<[string, unknown, string]>([
    [
      "an e-mail service failure",
      new FunctionsError(
        "unavailable",
        "Failed to send email. Please try again or contact us directly.",
      ),
      "Failed to send email. Please try again or contact us directly.",
    ],
    [
      "permission denied",
      new FunctionsError("permission-denied", "PERMISSION_DENIED"),
      "Permission denied. Please check Firestore security rules.",
    ],
    [
      "the rate limit",
      new FunctionsError("resource-exhausted", "Too many messages."),
      "Too many messages. Please try again in a few minutes.",
    ],
    [
      "the server refusing the input",
      new FunctionsError("invalid-argument", "Please keep this under 5000 characters."),
      "Please keep this under 5000 characters.",
    ],
    [
      "an internal error",
      new FunctionsError("internal", "internal"),
      "Something went wrong. Please try again later.",
    ],
    [
      "the time limit",
      new TimeLimitError("The sendContactMessage call took over 35000 ms"),
      "Something went wrong. Please try again later.",
    ],
    ["anything else", new Error("socket hang up"), "Something went wrong. Please try again later."],
  ])("shows %s in red and keeps what was typed", async (_case, error, text) => {
    call.mockRejectedValue(error);
    const user = await fillIn(ravi);
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(new RegExp(`^${text.replace(/[.?]/g, "\\$&")}$`));
    expect(status()).toHaveClass("contact-status--error");
    expect(field("Full Name")).toHaveValue("Ravi Kumar");
    expect(field("Message")).toHaveValue("Does it fit a 1 HP pump?");
    expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });

  it("replaces an earlier error with the success text", async () => {
    call
      .mockRejectedValueOnce(new FunctionsError("unavailable", "x"))
      .mockResolvedValueOnce({ received: true });
    const user = await fillIn(ravi);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await screen.findByRole("alert");
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    expect(await screen.findByRole("status")).toHaveTextContent(SENT);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(within(document.body).queryByText(/Failed to send email/)).not.toBeInTheDocument();
  });
});
