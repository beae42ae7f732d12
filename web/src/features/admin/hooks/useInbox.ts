import { useEffect, useState } from "react";
import { watchInbox, type InboxMessage } from "../api/adminMessages";

export type InboxView =
  { state: "loading" } | { state: "error" } | { state: "ready"; messages: InboxMessage[] };

/**
 * The inbox, live (api/adminMessages watchInbox): new messages and status
 * changes, this admin's or another's, show as they happen. Errors are logged
 * and shown as one line; an answer after the time limit shows the list again.
 */
export function useInbox(): InboxView {
  const [view, setView] = useState<InboxView>({ state: "loading" });
  useEffect(
    () =>
      watchInbox(
        (messages) => setView({ state: "ready", messages }),
        (error) => {
          console.error("Could not watch the inbox", error);
          setView({ state: "error" });
        },
      ),
    [],
  );
  return view;
}
