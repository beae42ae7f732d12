import { useCallback, useRef, useState } from "react";
import type { CallableInput, CallableName } from "@shop/domain";
import { call } from "../../../lib/callables";
import { failureText, refusalText } from "../../../lib/callableContracts";
import { ADMIN_UI } from "../messages";
import { RequestKeys } from "../requestKeys";

export interface AdminAction {
  /** Calls `name` with the intent's requestKey unless an action is already in flight. */
  run<Name extends CallableName>(
    intent: string,
    name: Name,
    input: (requestKey: string) => CallableInput<Name>,
  ): Promise<boolean>;
  /** The intent in flight, or null: every action button is disabled meanwhile. */
  pending: string | null;
  /** The last failure's text (the server's refusal, or the time-out). */
  error: string | null;
}

/**
 * One action at a time (a double click sends one request); a retry of a failed intent reuses
 * its requestKey so the server applies it at most once.
 */
export function useAdminAction(): AdminAction {
  const [keys] = useState(() => new RequestKeys());
  const inFlight = useRef(false);
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(
    async <Name extends CallableName>(
      intent: string,
      name: Name,
      input: (requestKey: string) => CallableInput<Name>,
    ) => {
      if (inFlight.current) return false;
      inFlight.current = true;
      setPending(intent);
      setError(null);
      try {
        await call(name, input(keys.keyFor(intent)));
        keys.done(intent);
        return true;
      } catch (failure) {
        // A repeat with the same requestKey is safe, so a time-out says to try again.
        if (refusalText(name, failure) === undefined) console.error(`${name} failed`, failure);
        setError(failureText(name, failure, ADMIN_UI.timedOut));
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
