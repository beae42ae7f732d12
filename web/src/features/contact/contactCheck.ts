import type { ContactCheck } from "@shop/domain";

type Check = (data: unknown) => ContactCheck;
let loading: Promise<Check> | undefined;

/** The function's own schema; zod loads after first paint and a send waits for it. */
export function loadContactCheck(): Promise<Check> {
  loading ??= import("./contactValidation").then(
    (domain) => domain.checkContactMessage,
    (error: unknown) => {
      loading = undefined; // a chunk that failed to load (offline) is tried again next time
      throw error;
    },
  );
  return loading;
}
