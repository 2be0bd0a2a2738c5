import type { Result } from "lighthouse";

/** One request of the chain that leads to the largest contentful paint. */
export interface WaterfallStep {
  /** Path and query (the origin is the page's). */
  url: string;
  /** Observed, ms after the navigation started. */
  start: number;
  end: number;
  /** Bytes over the wire (compressed body and headers). */
  bytes: number;
  /** Main-thread task time between the previous step's end and this request's start. */
  mainThreadBefore: number;
}

export interface Waterfall {
  steps: WaterfallStep[];
  /** Observed LCP, ms after the navigation started. */
  lcp: number;
  /** Main-thread task time between the last request's end and the LCP. */
  mainThreadAfter: number;
  /**
   * Main-thread task time from the navigation to the LCP, on the chain or beside it. Lighthouse's
   * list of tasks leaves out those of 5 ms or less (React's slices of a transition among them), as
   * its simulation leaves out short tasks nothing depends on.
   */
  mainThreadBeforeLcp: number;
  /** Bytes of every request that ended before the LCP: on a throttled link they share its bandwidth. */
  bytesBeforeLcp: number;
  /** The throttling Lighthouse simulated the run's figures with (its preset's). */
  throttling: Throttling;
}

export interface Throttling {
  rttMs: number;
  throughputKbps: number;
  cpuSlowdownMultiplier: number;
}

interface NetworkItem {
  url: string;
  networkRequestTime?: number;
  networkEndTime?: number;
  transferSize?: number;
  experimentalFromMainFrame?: boolean;
}

interface TaskItem {
  startTime: number;
  duration: number;
}

const itemsOf = <T>(lhr: Result, audit: string): T[] =>
  ((lhr.audits[audit]?.details as { items?: T[] } | undefined)?.items ??
    []) as T[];

/**
 * The sequential round trips before the LCP, read from one Lighthouse run's observed (unthrottled)
 * trace: from the LCP backwards, the request that ended last before it (or the one the LCP element
 * shows, when known), then the one that ended last before that one started, and so on. Each step could not start before the one before it
 * ended; the main-thread time between two steps is what the browser ran before it asked for the
 * next. Requests running beside the chain are not in it.
 */
export function lcpWaterfall(
  lhr: Result,
  /** The request whose answer the LCP element shows (e.g. the register's rows), if known. */
  lcpRequest?: RegExp,
): Waterfall | null {
  const metrics = itemsOf<{ observedLargestContentfulPaint?: number }>(
    lhr,
    "metrics",
  )[0];
  const lcp = metrics?.observedLargestContentfulPaint;
  if (lcp === undefined) return null;
  const requests = itemsOf<NetworkItem>(lhr, "network-requests").filter(
    (
      r,
    ): r is NetworkItem & {
      networkRequestTime: number;
      networkEndTime: number;
    } =>
      r.url.startsWith("http") &&
      r.experimentalFromMainFrame !== false &&
      r.networkRequestTime !== undefined &&
      r.networkEndTime !== undefined &&
      r.networkEndTime <= lcp,
  );
  const tasks = itemsOf<TaskItem>(lhr, "main-thread-tasks");
  const mainThread = (from: number, to: number) =>
    tasks.reduce(
      (sum, t) =>
        sum +
        Math.max(
          0,
          Math.min(to, t.startTime + t.duration) - Math.max(from, t.startTime),
        ),
      0,
    );
  const chain: typeof requests = [];
  let before = lcp;
  for (;;) {
    const last = requests
      .filter((r) => r.networkEndTime <= before)
      .filter((r) => chain.length > 0 || !lcpRequest || lcpRequest.test(r.url))
      .sort((a, b) => b.networkEndTime - a.networkEndTime)[0];
    if (!last) break;
    chain.unshift(last);
    before = last.networkRequestTime;
  }
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  const steps = chain.map((r, i) => ({
    url: r.url.startsWith(origin) ? r.url.slice(origin.length) : r.url,
    start: r.networkRequestTime,
    end: r.networkEndTime,
    bytes: r.transferSize ?? 0,
    mainThreadBefore: mainThread(
      chain[i - 1]?.networkEndTime ?? 0,
      r.networkRequestTime,
    ),
  }));
  const throttling = lhr.configSettings.throttling;
  return {
    steps,
    lcp,
    mainThreadAfter: mainThread(chain.at(-1)?.networkEndTime ?? 0, lcp),
    mainThreadBeforeLcp: mainThread(0, lcp),
    bytesBeforeLcp: requests.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    throttling: {
      rttMs: throttling.rttMs ?? 0,
      throughputKbps: throttling.throughputKbps ?? Infinity,
      cpuSlowdownMultiplier: throttling.cpuSlowdownMultiplier ?? 1,
    },
  };
}
