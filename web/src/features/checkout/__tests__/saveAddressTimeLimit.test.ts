import { afterEach, describe, expect, it, vi } from "vitest";
import { SAVE_ADDRESS_TIME_LIMIT_MS, saveProfileAddress } from "../api/deliveryAddress";
import { TimeLimitError } from "../../../lib/timeLimit";

const { updateDoc } = vi.hoisted(() => ({ updateDoc: vi.fn() }));
vi.mock("../../../lib/sdk/firestore", () => ({ doc: vi.fn(() => ({})), updateDoc }));
vi.mock("../../../lib/firebase", () => ({ getFirestoreClient: vi.fn(async () => ({})) }));

const ADDRESS = {
  name: "Asha Rao",
  phone: "9876543210",
  address: "12 Lake Road",
  pincode: "560038",
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
