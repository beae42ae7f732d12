import { useEffect, useState } from "react";

/** What `source` last reported for `key` (undefined before, or while `key` is ""); stale reports are dropped. */
export function useLive<T>(
  key: string,
  source: (report: (value: T) => void) => (() => void) | void,
): T | undefined {
  const [seen, setSeen] = useState<{ key: string; value: T }>();
  useEffect(() => {
    if (!key) return;
    let current = true;
    const stop = source((value) => {
      if (current) setSeen({ key, value });
    });
    return () => {
      current = false;
      stop?.();
    };
    // `key` names everything `source` reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return seen?.key === key ? seen.value : undefined;
}
