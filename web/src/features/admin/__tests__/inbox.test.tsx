import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/**
 * /admin/messages is live: one Firestore listener on the newest messages,
 * no re-read after a change and no Refresh button. Its states: loading,
 * empty, the list, a failure, and a time limit on the first answer.
 */
const sdk = vi.hoisted(() => ({
  next: undefined as undefined | ((snapshot: unknown) => void),
  fail: undefined as undefined | ((error: unknown) => void),
  listens: 0,
  stops: 0,
  query: undefined as unknown,
}));
vi.mock("../../../lib/firebase", () => ({ getFirestoreClient: () => Promise.resolve({}) }));
vi.mock("../../../lib/sdk/firestore", () => ({
  collection: (_db: unknown, path: string) => ({ path }),
  orderBy: (field: string, direction: string) => ({ orderBy: [field, direction] }),
  limit: (count: number) => ({ limit: count }),
  query: (from: unknown, ...constraints: unknown[]) => ({ from, constraints }),
  onSnapshot: (
    query: unknown,
    next: (snapshot: unknown) => void,
    fail: (error: unknown) => void,
  ) => {
    Object.assign(sdk, { query, next, fail, listens: sdk.listens + 1 });
    return () => {
      sdk.stops += 1;
    };
  },
}));
const invokeCallable = vi.hoisted(() => vi.fn<(name: string, data: unknown) => Promise<unknown>>());
vi.mock("../../../lib/callableTransport", () => ({ invokeCallable }));

// Loaded before any fake clock, so the listener's dynamic import is only a promise away.
await import("../../../lib/sdk/firestore");
const { FIRST_ANSWER_TIME_LIMIT_MS: INBOX_FIRST_ANSWER_MS } =
  await import("../../orders/api/orders");
const { MessagesPage } = await import("../components/MessagesPage");

interface Stored {
  id: string;
  subject: string;
  status: string;
}
const stored = (id: string, subject: string, status = "new"): Stored => ({ id, subject, status });
const RAVI = stored("m1Ravi000000000000", "Pump compatibility");
const MEERA = stored("m2Meera00000000000", "Delivery to Pune");

function answer(messages: Stored[], fromCache = false) {
  const docs = messages.map(({ id, subject, status }) => ({
    id,
    data: () => ({
      fullName: "Ravi Kumar",
      email: "ravi@example.in",
      phone: "",
      subject,
      message: "Does it work with a 1 HP pump?",
      createdAt: new Date("2026-11-24T04:30:00Z"),
      status,
    }),
  }));
  act(() => sdk.next?.({ docs, metadata: { fromCache } }));
}

/** Renders the page and waits for its listener to start. */
async function openInbox() {
  const view = render(<MessagesPage />);
  // Promises only, so that a fake clock does not move meanwhile.
  await act(async () => {
    for (let turn = 0; turn < 1000 && !sdk.next; turn += 1) await Promise.resolve();
  });
  if (!sdk.next) throw new Error("The inbox started no listener");
  return view;
}

const articles = () => screen.queryAllByRole("article").map((a) => a.getAttribute("aria-label"));
const badge = (subject: string) =>
  within(screen.getByRole("article", { name: subject })).getByText(/^(New|Read|Replied)$/);
const loading = () => screen.queryByRole("status");

let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  Object.assign(sdk, { next: undefined, fail: undefined, listens: 0, stops: 0, query: undefined });
  invokeCallable.mockReset();
  errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => vi.useRealTimers());

describe("the live inbox", () => {
  it("listens to the 50 newest messages, newest first, and waits for the server's answer", async () => {
    await openInbox();
    expect(sdk.query).toEqual({
      from: { path: "ContactMessages" },
      constraints: [{ orderBy: ["createdAt", "desc"] }, { limit: 50 }],
    });
    expect(loading()).toHaveTextContent("Loading…");
    // Offline, the cache alone would call the inbox empty: that is no answer.
    answer([], true);
    expect(loading()).toHaveTextContent("Loading…");
    expect(screen.queryByText("No messages yet.")).not.toBeInTheDocument();
    answer([MEERA, RAVI]);
    expect(loading()).not.toBeInTheDocument();
    expect(articles()).toEqual(["Delivery to Pune", "Pump compatibility"]);
    expect(screen.getByRole("list", { name: "Messages, newest first" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Refresh" })).not.toBeInTheDocument();
  });

  it("shows a new message on top and another admin's change of status without a re-read", async () => {
    await openInbox();
    answer([RAVI]);
    expect(badge("Pump compatibility")).toHaveTextContent("New");
    answer([MEERA, { ...RAVI, status: "read" }]);
    expect(articles()).toEqual(["Delivery to Pune", "Pump compatibility"]);
    expect(badge("Pump compatibility")).toHaveTextContent("Read");
    expect(badge("Delivery to Pune")).toHaveTextContent("New");
    const ravi = within(screen.getByRole("article", { name: "Pump compatibility" }));
    expect(ravi.queryByRole("button", { name: "Mark read" })).not.toBeInTheDocument();
    expect(ravi.getByRole("button", { name: "Mark replied" })).toBeEnabled();
    answer([MEERA, { ...RAVI, status: "replied" }]);
    expect(badge("Pump compatibility")).toHaveTextContent("Replied");
    expect(ravi.queryAllByRole("button")).toEqual([]);
    expect(sdk.listens).toBe(1);
  });

  it("says so when there are no messages", async () => {
    await openInbox();
    answer([]);
    expect(screen.getByText("No messages yet.")).toBeVisible();
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
  });

  it("notes that only the 50 newest are listed when the inbox is full", async () => {
    await openInbox();
    const many = Array.from({ length: 50 }, (_, n) => stored(`m${n}`.padEnd(20, "0"), `#${n}`));
    answer(many.slice(0, 49));
    expect(screen.queryByText("Showing the 50 newest messages.")).not.toBeInTheDocument();
    answer(many);
    expect(screen.getByText("Showing the 50 newest messages.")).toBeVisible();
  });

  it("shows the console's failure text when the listener fails", async () => {
    await openInbox();
    answer([RAVI]);
    act(() => sdk.fail?.(Object.assign(new Error("denied"), { code: "permission-denied" })));
    expect(screen.getByRole("alert")).toHaveTextContent("Could not load the messages.");
    expect(articles()).toEqual([]);
    expect(errors).toHaveBeenCalledWith("Could not watch the inbox", expect.any(Error));
  });

  it("gives up on a first answer after 15 s, once, and shows a late answer after all", async () => {
    vi.useFakeTimers();
    await openInbox();
    await act(() => vi.advanceTimersByTimeAsync(INBOX_FIRST_ANSWER_MS - 1));
    expect(loading()).toHaveTextContent("Loading…");
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(INBOX_FIRST_ANSWER_MS).toBe(15_000);
    expect(screen.getByRole("alert")).toHaveTextContent("Could not load the messages.");
    // The SDK's own error after the time-out is not told twice.
    act(() => sdk.fail?.(new Error("unavailable")));
    expect(errors).toHaveBeenCalledTimes(1);
    answer([RAVI]);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(articles()).toEqual(["Pump compatibility"]);
  });

  it("stops listening, and its clock, when the page closes", async () => {
    vi.useFakeTimers();
    const { unmount } = await openInbox();
    unmount();
    expect(sdk.stops).toBe(1);
    await vi.advanceTimersByTimeAsync(INBOX_FIRST_ANSWER_MS);
    expect(errors).not.toHaveBeenCalled();
  });

  it("marks a message read through adminSetMessageStatus; the listener shows the new status", async () => {
    const user = userEvent.setup();
    invokeCallable.mockResolvedValueOnce({ status: "read" });
    await openInbox();
    answer([RAVI]);
    await user.click(screen.getByRole("button", { name: "Mark read" }));
    expect(invokeCallable).toHaveBeenCalledWith("adminSetMessageStatus", {
      messageId: RAVI.id,
      status: "read",
    });
    // No re-read: the page waits for the listener, which has not spoken yet.
    expect(badge("Pump compatibility")).toHaveTextContent("New");
    answer([{ ...RAVI, status: "read" }]);
    expect(badge("Pump compatibility")).toHaveTextContent("Read");
    expect(sdk.listens).toBe(1);
  });

  it("shows the server's refusal of a change", async () => {
    const user = userEvent.setup();
    invokeCallable.mockRejectedValueOnce(
      Object.assign(new Error("That message was not found."), { code: "functions/not-found" }),
    );
    await openInbox();
    answer([RAVI]);
    await user.click(screen.getByRole("button", { name: "Mark replied" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("That message was not found.");
    expect(badge("Pump compatibility")).toHaveTextContent("New");
  });
});
