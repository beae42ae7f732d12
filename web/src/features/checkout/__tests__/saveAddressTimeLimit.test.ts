import { afterEach, describe, expect, it, vi } from "vitest";
import {
  PREFILL_TIME_LIMIT_MS,
  SAVE_ADDRESS_TIME_LIMIT_MS,
  readProfileAddress,
  saveProfileAddress,
} from "../api/deliveryAddress";
import { expectTimeLimit, neverAnswers } from "../../../testing/timeLimits";
import { TimeLimitError } from "../../../lib/timeLimit";

const { updateDoc, getDoc } = vi.hoisted(() => ({ updateDoc: vi.fn(), getDoc: vi.fn() }));
vi.mock("../../../lib/sdk/firestore", () => ({ doc: vi.fn(() => ({})), updateDoc, getDoc }));
vi.mock("../../../lib/firebase", () => ({ getFirestoreClient: vi.fn(async () => ({})) }));

const ADDRESS = {
  name: "Asha Rao",
  phone: "9876543210",
  address: "12 Lake Road",
  city: "Bengaluru",
  state: "Karnataka",
  pincode: "560038",
  gstin: "",
};

afterEach(() => vi.useRealTimers());

describe("saveProfileAddress: Save Address has a time limit", () => {
  it("gives up after the limit while Firestore holds the write (offline)", async () => {
    vi.useFakeTimers();
    updateDoc.mockReturnValue(new Promise(() => undefined));
    const saving = saveProfileAddress("u1", ADDRESS);
    const outcome = saving.then(
      () => "saved",
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(SAVE_ADDRESS_TIME_LIMIT_MS - 1);
    expect(await Promise.race([outcome, Promise.resolve("waiting")])).toBe("waiting");
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(TimeLimitError);
  });

  it("answers as soon as Firestore does", async () => {
    updateDoc.mockResolvedValue(undefined);
    await expect(saveProfileAddress("u1", ADDRESS)).resolves.toBeUndefined();
    expect(updateDoc).toHaveBeenCalledWith({}, { addressInfo: ADDRESS });
  });
});

describe("readProfileAddress: the checkout's prefill has a time limit", () => {
  it("gives up after the limit when the profile read never answers", async () => {
    vi.useFakeTimers();
    getDoc.mockReturnValue(neverAnswers());
    await expectTimeLimit(readProfileAddress("u1"), PREFILL_TIME_LIMIT_MS);
  });
});
