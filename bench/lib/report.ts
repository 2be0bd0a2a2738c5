import { status, type Figure } from "./figures";
import type { ChunkReport } from "./chunks";
import { holdsRows, type Holds } from "./holds";
import type { Waterfall } from "./waterfall";

function format(value: number, unit: Figure["unit"]): string {
  if (!Number.isFinite(value)) return "n/a";
  switch (unit) {
    case "kB":
      return `${value.toFixed(1)} kB`;
    case "ms":
      return `${Math.round(value)} ms`;
    case "s":
      return `${value.toFixed(2)} s`;
    case "MB":
      return `${value.toFixed(2)} MB`;
    case "×":
      return `${value.toFixed(2)}×`;
    case "score":
      return value.toFixed(0);
    case "count":
      return value.toFixed(0);
    default:
      return value.toFixed(3);
  }
}

function budgetText(figure: Figure): string {
  const { budget, unit } = figure;
  if (!budget) return "";
  if (budget.max !== undefined) return `≤ ${format(budget.max, unit)}`;
  if (budget.min !== undefined) return `≥ ${format(budget.min, unit)}`;
  return "";
}

/** The figures as a Markdown table: readable in a terminal and pasted as is into the README. */
export function figuresTable(figures: readonly Figure[]): string {
  const rows = figures.map((figure) => {
    const v = figure.value;
    const verdict = status(figure);
    return [
      figure.label,
      v ? format(v.median, figure.unit) : "n/a",
      v ? format(v.min, figure.unit) : "",
      v ? format(v.max, figure.unit) : "",
      budgetText(figure),
      verdict === "ok" ? "✓" : verdict === "over" ? "✗" : "",
    ];
  });
  return markdownTable(["figure", "median", "min", "max", "budget", ""], rows);
}

export function chunksTable(
  chunks: readonly ChunkReport[],
  loadedBeforeRows: ReadonlySet<string>,
  limit = 10,
): string {
  const rows = chunks.slice(0, limit).map((chunk) => [
    chunk.names[0] ?? chunk.file,
    `${(chunk.gzip / 1000).toFixed(1)} kB`,
    loadedBeforeRows.has(chunk.file) ? "yes" : "",
    chunk.contributors
      .slice(0, 4)
      .map((c) => `${c.name} ${Math.round(c.share * 100)} %`)
      .join(", "),
  ]);
  return markdownTable(
    ["chunk", "gzip", "before first rows", "made of (share of source)"],
    rows,
  );
}

function markdownTable(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) =>
    Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(" | ")} |`;
  return [
    line(head),
    `| ${widths.map((w) => "-".repeat(w)).join(" | ")} |`,
    ...rows.map(line),
  ].join("\n");
}

/** One page's chain of sequential requests before its LCP, as a Markdown table. */
export function waterfallTable(title: string, waterfall: Waterfall): string {
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
  const ms = (value: number) => `${Math.round(value)} ms`;
  const rows = waterfall.steps.map((step, i) => [
    String(i + 1),
    step.url.length > 60 ? `${step.url.slice(0, 57)}…` : step.url,
    ms(step.mainThreadBefore),
    ms(step.start),
    ms(step.end),
    kb(step.bytes),
  ]);
  rows.push([
    "LCP",
    "",
    ms(waterfall.mainThreadAfter),
    ms(waterfall.lcp),
    "",
    "",
  ]);
  const bytes = waterfall.steps.reduce((sum, step) => sum + step.bytes, 0);
  return `${title}: ${waterfall.steps.length} sequential requests, ${kb(bytes)}\n\n${markdownTable(
    ["step", "request", "main thread before", "start", "end", "bytes"],
    rows,
  )}`;
}

/** What holds a page's LCP beyond the minimal remote's, part by part, as a Markdown table. */
export function holdsTable(holds: Holds): string {
  return markdownTable(
    ["part", "page", "minimal remote", "estimated, at the preset's throttling"],
    holdsRows(holds),
  );
}
