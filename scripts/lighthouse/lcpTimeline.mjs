// Requests Lantern waited on before LCP, in end order: the last rows are the chain to shorten. A
// request made after the LCP paint is not in the graph at all.
import { LanternLargestContentfulPaint } from "lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js";

export async function lcpTimeline(result) {
  const { artifacts, lhr } = result;
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings: lhr.configSettings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  };
  const context = { computedCache: new Map(), settings: lhr.configSettings };
  let lcp;
  try {
    lcp = await LanternLargestContentfulPaint.request(data, context);
  } catch (error) {
    // A diagnostic only: a trace Lantern cannot read again (NO_NAVSTART, seen
    // on signed-in pages) leaves the run's scores as Lighthouse gave them.
    return [`no LCP timeline: ${error?.code ?? error}`];
  }
  return [...lcp.pessimisticEstimate.nodeTimings.entries()]
    .filter(([node]) => node.type === "network")
    .sort((a, b) => a[1].endTime - b[1].endTime)
    .map(
      ([node, t]) => `${Math.round(t.startTime)}-${Math.round(t.endTime)} ms ${node.request.url}`,
    );
}
