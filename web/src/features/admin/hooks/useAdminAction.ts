import { useRef, useState } from "react";
import type { CallableInput, CallableName } from "@shop/domain";
import { call } from "../../../lib/callables";
import { failureText, refusalText } from "../../../lib/callableContracts";

const TIMED_OUT =
  "The server has not answered yet. Try again: a repeated request is applied only once.";

/** One action at a time; a retry of a failed intent ("refund:25000") reuses its requestKey. */
export function useAdminAction() {
  const keys = useRef(new Map<string, string>());
  const inFlight = useRef(false);
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function run<Name extends CallableName>(
    intent: string,
    name: Name,
    input: (requestKey: string) => CallableInput<Name>,
  ): Promise<boolean> {
    if (inFlight.current) return false;
    inFlight.current = true;
    setPending(intent);
    setError(null);
    const requestKey = keys.current.get(intent) ?? crypto.randomUUID();
    keys.current.set(intent, requestKey);
    try {
      await call(name, input(requestKey));
      keys.current.delete(intent);
      return true;
    } catch (failure) {
      // A repeat with the same requestKey is safe, so a time-out says to try again.
      if (refusalText(name, failure) === undefined) console.error(`${name} failed`, failure);
      setError(failureText(name, failure, TIMED_OUT));
      return false;
    } finally {
      inFlight.current = false;
      setPending(null);
    }
  }
  /** `pending`: the intent in flight, every action button is disabled meanwhile. */
  return { run, pending, busy: pending !== null, error };
}
