import { useCallback, useEffect, useState } from "react";
import { readInbox, type InboxMessage } from "../api/adminMessages";

export type InboxView =
  { state: "loading" } | { state: "error" } | { state: "ready"; messages: InboxMessage[] };

/** The inbox, read on open and again on `reload` (after a status change, or Refresh). */
export function useInbox(): { view: InboxView; reload: () => void } {
  const [reads, setReads] = useState(0);
  const [view, setView] = useState<{ read: number; view: InboxView }>();
  useEffect(() => {
    let current = true;
    readInbox().then(
      (messages) => current && setView({ read: reads, view: { state: "ready", messages } }),
      (error: unknown) => {
        console.error("Could not read the inbox", error);
        if (current) setView({ read: reads, view: { state: "error" } });
      },
    );
    return () => {
      current = false;
    };
  }, [reads]);
  const reload = useCallback(() => setReads((n) => n + 1), []);
  // While a re-read is on its way the previous list stays (no flash of "loading").
  return { view: view?.view ?? { state: "loading" }, reload };
}
