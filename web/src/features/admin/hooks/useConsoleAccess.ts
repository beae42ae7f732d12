import { useCallback, useEffect, useState } from "react";
import { hasAdminClaim } from "../api/consoleAccess";

export type ConsoleAccess = "checking" | "allowed" | "refused" | "failed";

/**
 * The console's own access check for the signed-in user `uid` (undefined
 * while nobody is): the token's admin claim, asked once per sign-in, again on
 * `retry` after a failure.
 */
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
