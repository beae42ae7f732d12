import { expect, vi } from "vitest";
import { TimeLimitError } from "../lib/timeLimit";

/** A network call that never answers: a hanging connection, or a token fetch that hangs. */
export const neverAnswers = () => new Promise<never>(() => undefined);

/**
 * Under fake timers: `work` is still waiting one millisecond before `ms` and
 * has failed with a TimeLimitError at `ms`.
 */
export async function expectTimeLimit(work: Promise<unknown>, ms: number): Promise<void> {
  const outcome = work.then(
    () => "answered",
    (error: unknown) => error,
  );
  await vi.advanceTimersByTimeAsync(ms - 1);
  expect(await Promise.race([outcome, Promise.resolve("waiting")])).toBe("waiting");
  await vi.advanceTimersByTimeAsync(1);
  expect(await outcome).toBeInstanceOf(TimeLimitError);
}
