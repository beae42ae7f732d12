import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FunctionsError } from "firebase/functions";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { invokeCallable } from "../../../lib/callableTransport";
import { ContactForm } from "../components/ContactForm";

vi.mock("../../../lib/callableTransport", () => ({ invokeCallable: vi.fn() }));
const call = vi.mocked(invokeCallable);

/** docs/product.md §5: a refused draft marks each field at fault, with the spec's one sentence. */
const FIELDS = ["Full Name", "Email Address", "Phone Number", "Subject", "Message"] as const;
type Label = (typeof FIELDS)[number];
const REQUIRED = "Please fill in all required fields";
const INVALID_EMAIL = "Please enter a valid email address";

const field = (label: Label) => screen.getByLabelText(label, { selector: "input, textarea" });
const marked = () => FIELDS.filter((label) => field(label).getAttribute("aria-invalid") === "true");

async function send(values: Partial<Record<Label, string>>) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values))
    await user.type(field(label as Label), value);
  await user.click(screen.getByRole("button", { name: "Send Message" }));
  return user;
}

beforeEach(() => {
  call.mockReset();
  render(<ContactForm />);
});

describe("ContactForm marks the fields at fault", () => {
  it("marks nothing before a send", () => {
    expect(marked()).toEqual([]);
  });

  it.each<[string, Partial<Record<Label, string>>, string, Label[]]>([
    ["everything blank", {}, REQUIRED, ["Full Name", "Email Address", "Message"]],
    ["no e-mail", { "Full Name": "Ravi", Message: "Hi" }, REQUIRED, ["Email Address"]],
    [
      "a malformed e-mail and no message",
      { "Full Name": "Ravi", "Email Address": "ravi@x" },
      REQUIRED,
      ["Email Address", "Message"],
    ],
    [
      "a malformed e-mail",
      { "Full Name": "Ravi", "Email Address": "ravi@x", Message: "Hi" },
      INVALID_EMAIL,
      ["Email Address"],
    ],
    [
      "an oversize phone",
      {
        "Full Name": "Ravi",
        "Email Address": "ravi@x.in",
        "Phone Number": "9".repeat(21),
        Message: "Hi",
      },
      "Please keep this under 20 characters.",
      ["Phone Number"],
    ],
  ])(
    "%s: says it once, marks each field and focuses the first",
    async (_case, values, text, faulty) => {
      await send(values);
      const alert = await screen.findByRole("alert");
      expect(alert.textContent).toBe(text);
      expect(screen.getAllByRole("alert")).toHaveLength(1);
      expect(marked()).toEqual(faulty);
      for (const label of faulty) expect(field(label)).toHaveAccessibleDescription(text);
      for (const label of FIELDS.filter((l) => !faulty.includes(l))) {
        expect(field(label)).not.toHaveAttribute("aria-describedby");
      }
      expect(field(faulty[0] as Label)).toHaveFocus();
      expect(call).not.toHaveBeenCalled();
    },
  );

  it("keeps the marks, like the message, until the next send", async () => {
    const user = await send({});
    await screen.findByRole("alert");
    await user.type(field("Email Address"), "r");
    expect(marked()).toEqual(["Full Name", "Email Address", "Message"]);
    expect(screen.getByRole("alert").textContent).toBe(REQUIRED);
    expect(field("Email Address")).toHaveFocus();
  });

  it("marks again, afresh, on the next refused send", async () => {
    const user = await send({ "Full Name": "Ravi" });
    await screen.findByRole("alert");
    await user.type(field("Email Address"), "ravi@x");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(marked()).toEqual(["Email Address", "Message"]);
    expect(field("Email Address")).toHaveFocus();
  });

  it("marks nothing when the server refuses and clears the marks once a send succeeds", async () => {
    call.mockRejectedValueOnce(new FunctionsError("unavailable", "x"));
    call.mockResolvedValueOnce({ received: true });
    const user = await send({ "Full Name": "Ravi" });
    await screen.findByRole("alert");
    await user.type(field("Email Address"), "ravi@example.in");
    await user.type(field("Message"), "Hello");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Failed to send email. Please try again or contact us directly.",
    );
    expect(marked()).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await screen.findByRole("status");
    expect(marked()).toEqual([]);
  });
});
