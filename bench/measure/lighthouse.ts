import type { Config, Flags, Result } from "lighthouse";
import { launchDebuggableChromium } from "../lib/chromium";
import { lcpWaterfall, type Waterfall } from "../lib/waterfall";

export type Preset = "mobile" | "desktop";

export interface LighthouseRun {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  /** What Lighthouse took for the largest contentful paint. */
  lcpElement: string;
  /** The elements that moved most, with their share of CLS. */
  shifts: { element: string; score: number }[];
  /** The sequential requests before the LCP (observed, unthrottled). */
  waterfall: Waterfall | null;
}

/** Lighthouse (its own mobile or desktop preset, performance only) on a fresh Chromium. */
export async function runLighthouse(
  url: string,
  preset: Preset,
  {
    cookie,
    lcpRequest,
  }: {
    /** A signed-in session's Cookie header; anonymous without. */
    cookie?: string;
    /** The request whose answer the LCP element shows, for the waterfall. */
    lcpRequest?: RegExp;
  } = {},
): Promise<LighthouseRun> {
  const { default: lighthouse, desktopConfig } = await import("lighthouse");
  const chromium = await launchDebuggableChromium();
  try {
    const flags: Flags = {
      port: chromium.port,
      logLevel: "error",
      output: "json",
      onlyCategories: ["performance"],
      extraHeaders: cookie ? { Cookie: cookie } : undefined,
    };
    const config: Config | undefined =
      preset === "desktop" ? desktopConfig : undefined;
    const result = await lighthouse(url, flags, config);
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    return summariseLhr(result.lhr, url, lcpRequest);
  } finally {
    await chromium.close();
  }
}

function summariseLhr(
  lhr: Result,
  url: string,
  lcpRequest?: RegExp,
): LighthouseRun {
  if (lhr.runtimeError)
    throw new Error(`Lighthouse ${url}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const score = lhr.categories.performance?.score;
  const element = lhr.audits["largest-contentful-paint-element"]?.details;
  return {
    score: score === null || score === undefined ? NaN : score * 100,
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    fcp: audit("first-contentful-paint"),
    lcpElement: describeNodes(element)[0] ?? "",
    shifts: layoutShifts(lhr.audits["layout-shifts"]?.details),
    waterfall: lcpWaterfall(lhr, lcpRequest),
  };
}

interface NodeDetails {
  snippet?: string;
  nodeLabel?: string;
}

/** Lighthouse's node entries (type "node") wherever they sit in an audit's details, as short text. */
function describeNodes(details: unknown): string[] {
  const found: string[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === "object") {
      const record = value as Record<string, unknown> & NodeDetails;
      if (record.type === "node")
        found.push(
          `${record.snippet ?? ""} ${record.nodeLabel ?? ""}`
            .trim()
            .slice(0, 140),
        );
      else Object.values(record).forEach(visit);
    }
  };
  visit(details);
  return found;
}

function layoutShifts(details: unknown): { element: string; score: number }[] {
  const items = (details as { items?: { node?: unknown; score?: number }[] })
    ?.items;
  return (items ?? []).slice(0, 5).map((item) => ({
    element: describeNodes(item.node)[0] ?? "(unknown)",
    score: item.score ?? 0,
  }));
}
