import { useCallback, useRef, useState } from "react";
import { RequestKeys } from "../requestKeys";

export interface AdminAction {
  /** Runs `work` with the intent's requestKey unless an action is already in flight. */
  run(intent: string, work: (requestKey: string) => Promise<unknown>): Promise<boolean>;
  /** The intent in flight, or null: every action button is disabled meanwhile. */
  pending: string | null;
  /** The last failure's text (the server's refusal, or the time-out). */
  error: string | null;
}

/**
 * One order's console actions: one at a time (a double click sends one
 * request), each retry of a failed intent under the same requestKey.
 */
export function useAdminAction(): AdminAction {
  const [keys] = useState(() => new RequestKeys());
  const inFlight = useRef(false);
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(
    async (intent: string, work: (requestKey: string) => Promise<unknown>) => {
      if (inFlight.current) return false;
      inFlight.current = true;
      setPending(intent);
      setError(null);
      try {
        await work(keys.keyFor(intent));
        keys.done(intent);
        return true;
      } catch (failure) {
        setError(failure instanceof Error ? failure.message : String(failure));
        return false;
      } finally {
        inFlight.current = false;
        setPending(null);
      }
    },
    [keys],
  );
  return { run, pending, error };
}
