// All later work runs through one scheduler so idle() knows when nothing is pending and cancelAll()
// (reset, close) can drop what has not started; a started task always runs to its end.
export function createScheduler(log: (line: string) => void) {
  const pending = new Map<Promise<unknown>, () => void>();

  /** Runs `task` after `ms`; resolves with its result, or undefined if cancelled or failed. */
  function after<T>(ms: number, task: () => T | Promise<T>): Promise<T | undefined> {
    let cancel = () => {};
    const promise = new Promise<T | undefined>((resolve) => {
      const run = () => {
        cancel = () => {};
        const failed = (error: unknown) => void log(`scheduled task failed: ${describe(error)}`);
        resolve(Promise.resolve().then(task).catch(failed));
      };
      const timer = setTimeout(run, Math.max(0, Math.round(ms)));
      cancel = () => (clearTimeout(timer), resolve(undefined));
    });
    pending.set(promise, () => cancel());
    void promise.finally(() => pending.delete(promise));
    return promise;
  }

  return {
    after,
    /** Resolves once nothing is scheduled or running, including work started meanwhile. */
    async idle() {
      while (pending.size > 0) await Promise.allSettled([...pending.keys()]);
    },
    cancelAll: () => pending.forEach((cancel) => cancel()),
  };
}

export type Scheduler = ReturnType<typeof createScheduler>;

export const describe = (error: unknown) =>
  String((error as { stack?: unknown } | null | undefined)?.stack ?? error);

/** mulberry32: a small seeded PRNG, so that a harsh run can be replayed exactly. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Waits for one of `max()` slots (0: no limit); resolves with its release. */
export function slots(max: () => number): () => Promise<() => void> {
  const queue: Array<() => void> = [];
  let taken = 0;
  const release = () => {
    const next = queue.shift();
    if (next) next();
    else taken -= 1;
  };
  return () => {
    if (!max() || taken < max()) {
      taken += 1;
      return Promise.resolve(release);
    }
    return new Promise<void>((resolve) => queue.push(resolve)).then(() => release);
  };
}
