import { useCallback, useEffect, useState } from "react";
import { hasAdminClaim } from "../api/consoleAccess";

export type ConsoleAccess = "checking" | "allowed" | "refused" | "failed";

/** Asked once per sign-in (`uid` undefined while signed out), again on `retry` after a failure. */
export function useConsoleAccess(uid: string | undefined) {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ key: string; access: ConsoleAccess }>();
  const key = `${uid ?? ""}#${attempt}`;

  useEffect(() => {
    if (!uid) return;
    let current = true;
    hasAdminClaim().then(
      (admin) => current && setAnswer({ key, access: admin ? "allowed" : "refused" }),
      (error: unknown) => {
        console.error("Could not check the admin claim", error);
        if (current) setAnswer({ key, access: "failed" });
      },
    );
    return () => {
      current = false;
    };
  }, [uid, key]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { access: answer?.key === key ? answer.access : "checking", retry } as const;
}
