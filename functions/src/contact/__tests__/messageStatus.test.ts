import { Timestamp } from "firebase-admin/firestore";
import { beforeEach, describe, expect, it } from "vitest";
import { firestorePaths } from "../../domain";
import { adminSetMessageStatus } from "../../index";
import { db } from "../../lib/firestore";
import { callAs, clearFirestore, type TestCaller } from "../../testing/harness";
import { nextStatus, statusOf } from "../messageStatus";

const OPERATOR: TestCaller = { uid: "operator", admin: true };
const SHOPPER: TestCaller = { uid: "asha" };
const MESSAGE = firestorePaths.contactMessage("m1");
const stored = {
  fullName: "Ravi Kumar",
  email: "ravi@example.in",
  message: "Does the Smart Controller work with a 1 HP pump?",
  createdAt: Timestamp.fromMillis(Date.UTC(2026, 10, 20)),
  status: "new",
};

const setStatus = (caller: TestCaller | null, data: unknown) =>
  callAs(adminSetMessageStatus, caller, data);
const message = async () => (await db().doc(MESSAGE).get()).data();

beforeEach(async () => {
  await clearFirestore();
  await db().doc(MESSAGE).set(stored);
});

describe("adminSetMessageStatus", () => {
  it("marks a new message read, recording the operator and the time", async () => {
    const before = Date.now();
    await expect(setStatus(OPERATOR, { messageId: "m1", status: "read" })).resolves.toEqual({
      status: "read",
    });
    const after = await message();
    expect(after).toEqual({
      ...stored,
      status: "read",
      readBy: "operator",
      readAt: expect.any(Timestamp),
    });
    expect((after?.readAt as Timestamp).toMillis()).toBeGreaterThanOrEqual(before - 5000);
  });

  it("moves read to replied, keeping who read it", async () => {
    await setStatus(OPERATOR, { messageId: "m1", status: "read" });
    await expect(
      setStatus({ uid: "second-operator", admin: true }, { messageId: "m1", status: "replied" }),
    ).resolves.toEqual({ status: "replied" });
    expect(await message()).toMatchObject({
      status: "replied",
      readBy: "operator",
      repliedBy: "second-operator",
      repliedAt: expect.any(Timestamp),
    });
  });

  it("marks a new message replied in one step", async () => {
    await expect(setStatus(OPERATOR, { messageId: "m1", status: "replied" })).resolves.toEqual({
      status: "replied",
    });
    expect(await message()).not.toHaveProperty("readBy");
  });

  it("never moves back: read on a replied message answers replied and changes nothing", async () => {
    await setStatus(OPERATOR, { messageId: "m1", status: "replied" });
    const replied = await message();
    await expect(
      setStatus({ uid: "late-operator", admin: true }, { messageId: "m1", status: "read" }),
    ).resolves.toEqual({ status: "replied" });
    await expect(setStatus(OPERATOR, { messageId: "m1", status: "replied" })).resolves.toEqual({
      status: "replied",
    });
    expect(await message()).toEqual(replied);
  });

  it("treats a message stored without a status as new", async () => {
    await db().doc(MESSAGE).update({ status: null });
    await expect(setStatus(OPERATOR, { messageId: "m1", status: "read" })).resolves.toEqual({
      status: "read",
    });
  });

  it("answers not-found for a message that does not exist, and writes nothing", async () => {
    await expect(
      setStatus(OPERATOR, { messageId: "no-such-message", status: "read" }),
    ).rejects.toMatchObject({ code: "not-found", message: "That message was not found." });
    expect((await db().doc(firestorePaths.contactMessage("no-such-message")).get()).exists).toBe(
      false,
    );
  });

  it.each([
    ["a path for an id", { messageId: "m1/x", status: "read" }, "That message was not found."],
    ["no id", { status: "read" }, "That message was not found."],
    ["moving back to new", { messageId: "m1", status: "new" }, undefined],
  ])("refuses %s as invalid-argument", async (_case, data, text) => {
    const refused = setStatus(OPERATOR, data);
    await expect(refused).rejects.toMatchObject({ code: "invalid-argument" });
    if (text) await expect(refused).rejects.toMatchObject({ message: text });
    expect(await message()).toEqual(stored);
  });

  it.each<[string, TestCaller]>([
    ["a shopper", SHOPPER],
    ["a shopper whose admin claim is false", { uid: "asha", admin: false }],
    ["a Google shopper", { uid: "ravi", provider: "google.com" }],
  ])("refuses %s with permission-denied", async (_who, caller) => {
    await expect(setStatus(caller, { messageId: "m1", status: "read" })).rejects.toMatchObject({
      code: "permission-denied",
      message: "Only the shop's administrators can do this.",
    });
    expect(await message()).toEqual(stored);
  });

  it("refuses a shopper whose profile says admin: true but whose token has no claim", async () => {
    await db().doc(firestorePaths.user("mallory")).set({ uid: "mallory", admin: true });
    await expect(
      setStatus({ uid: "mallory" }, { messageId: "m1", status: "replied" }),
    ).rejects.toMatchObject({ code: "permission-denied" });
    expect(await message()).toEqual(stored);
  });

  it("refuses a signed-out caller with unauthenticated", async () => {
    await expect(setStatus(null, { messageId: "m1", status: "read" })).rejects.toMatchObject({
      code: "unauthenticated",
      message: "Please log in to proceed.",
    });
    expect(await message()).toEqual(stored);
  });
});

describe("the inbox's order of statuses", () => {
  it.each([
    ["new", "read", "read"],
    ["new", "replied", "replied"],
    ["read", "replied", "replied"],
    ["read", "read", "read"],
    ["replied", "read", "replied"],
    ["replied", "new", "replied"],
    ["read", "new", "read"],
  ] as const)("%s asked for %s stays at %s", (current, wanted, expected) => {
    expect(nextStatus(current, wanted)).toBe(expected);
  });

  it.each([undefined, null, "archived", 3])("reads a stored status of %s as new", (value) => {
    expect(statusOf(value)).toBe("new");
  });
});
