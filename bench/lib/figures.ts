/** Repeated measurements and how they are summarised: the median, with min and max. */

export interface Summary {
  median: number;
  min: number;
  max: number;
  /** Every run's value, in run order. */
  runs: number[];
}

/** null when no run produced a value (every run failed). */
export function summarise(values: readonly number[]): Summary | null {
  const finite = values.filter((value) => Number.isFinite(value));
  if (finite.length === 0) return null;
  const sorted = [...finite].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1
      ? (sorted[middle] ?? 0)
      : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return {
    median,
    min: sorted[0] ?? 0,
    max: sorted[sorted.length - 1] ?? 0,
    runs: [...finite],
  };
}

/** Runs `measure` `runs` times, one after another (the machine has two cores). */
export async function repeat<T>(
  runs: number,
  measure: (run: number) => Promise<T>,
): Promise<T[]> {
  const results: T[] = [];
  for (let run = 0; run < runs; run++) results.push(await measure(run));
  return results;
}

export type Unit = "kB" | "ms" | "s" | "MB" | "" | "score" | "count" | "×";

export interface Figure {
  id: string;
  label: string;
  unit: Unit;
  /** null: could not be measured (see note). */
  value: Summary | null;
  /** The DESIGN.md §7 budget: the value must stay at or below `max` (or at or above `min`). */
  budget?: { max?: number; min?: number };
  note?: string;
}

export function status(figure: Figure): "ok" | "over" | "–" {
  const { value, budget } = figure;
  if (!value || !budget) return "–";
  if (budget.max !== undefined && value.median > budget.max) return "over";
  if (budget.min !== undefined && value.median < budget.min) return "over";
  return "ok";
}

/** Sizes in kB of 1000 bytes, as browsers' network panels and the budgets count them. */
export const kB = (bytes: number) => bytes / 1000;
