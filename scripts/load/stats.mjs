/** Latency bookkeeping for the load run: per step, nearest-rank percentiles. */
export function createStats() {
  const steps = new Map();
  return {
    async timed(step, run) {
      const started = performance.now();
      try {
        return await run();
      } finally {
        if (!steps.has(step)) steps.set(step, []);
        steps.get(step).push(performance.now() - started);
      }
    },
    report: (wallMs) =>
      [...steps].map(([step, samples]) => {
        const sorted = [...samples].sort((a, b) => a - b);
        return {
          step,
          calls: sorted.length,
          "calls/s": Math.round(((sorted.length * 1000) / wallMs) * 10) / 10,
          p50: percentile(sorted, 50),
          p95: percentile(sorted, 95),
          p99: percentile(sorted, 99),
          max: Math.round(sorted.at(-1) ?? 0),
        };
      }),
  };
}

/** Nearest rank, of values sorted ascending. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);
}

/** Runs `task` over `items` with at most `limit` in flight. */
export async function inPool(items, limit, task) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      await task(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** The middle value, or the mean of the middle two. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
