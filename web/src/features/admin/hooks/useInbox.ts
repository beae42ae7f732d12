import { useEffect, useState } from "react";
import { watchInbox, type InboxMessage } from "../api/adminMessages";

export type InboxView =
  { state: "loading" } | { state: "error" } | { state: "ready"; messages: InboxMessage[] };

/** An answer arriving after the time limit still replaces the error with the list. */
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
