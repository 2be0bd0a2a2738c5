import type { Throttling, Waterfall } from "./waterfall";

/** One part of a page's way to its LCP, costed at the throttling Lighthouse simulated. */
export interface HoldPart {
  part: string;
  register: string;
  minimal: string;
  /** Estimated ms the register spends on this part beyond the minimal remote. */
  excess: number;
}

export interface Holds {
  parts: HoldPart[];
  /** The register's step that costs most at the preset's throttling (a request, or the LCP's render). */
  costliestStep: { label: string; cost: number; mainThread: number };
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (value: number) => `${Math.round(value)} ms`;

/** Milliseconds to move `bytes` through the simulated link. */
const transfer = (bytes: number, { throughputKbps }: Throttling) =>
  (bytes * 8) / throughputKbps;

/**
 * What the register's way to its LCP costs beyond the minimal remote's, part by part, at the
 * throttling Lighthouse simulated (its preset's round trip time, bandwidth and CPU slowdown):
 * the sequential round trips, the bytes of every request before the LCP (they share the
 * bandwidth whether on the chain or beside it), and the main thread's work before the LCP.
 * An estimate from the observed runs, not Lighthouse's own simulation: it says which part holds
 * a figure, not by how many milliseconds exactly.
 */
export function whatHolds(register: Waterfall, minimal: Waterfall): Holds {
  const t = register.throttling;
  const cpu = t.cpuSlowdownMultiplier;
  const parts: HoldPart[] = [
    {
      part: `sequential requests before the LCP (${ms(t.rttMs)} each)`,
      register: String(register.steps.length),
      minimal: String(minimal.steps.length),
      excess: (register.steps.length - minimal.steps.length) * t.rttMs,
    },
    {
      part: `bytes of every request before the LCP (${(t.throughputKbps / 1000).toFixed(1)} Mbit/s)`,
      register: kb(register.bytesBeforeLcp),
      minimal: kb(minimal.bytesBeforeLcp),
      excess:
        transfer(register.bytesBeforeLcp, t) -
        transfer(minimal.bytesBeforeLcp, t),
    },
    {
      part: `main thread before the LCP (CPU ×${cpu})`,
      register: ms(register.mainThreadBeforeLcp),
      minimal: ms(minimal.mainThreadBeforeLcp),
      excess:
        (register.mainThreadBeforeLcp - minimal.mainThreadBeforeLcp) * cpu,
    },
  ];
  const steps = [
    ...register.steps.map((step, i) => ({
      label: `step ${i + 1}, ${step.url}`,
      mainThread: step.mainThreadBefore,
      cost: t.rttMs + transfer(step.bytes, t) + step.mainThreadBefore * cpu,
    })),
    {
      label: "the render after the last request",
      mainThread: register.mainThreadAfter,
      cost: register.mainThreadAfter * cpu,
    },
  ];
  const costliestStep = steps.reduce((a, b) => (b.cost > a.cost ? b : a));
  return { parts, costliestStep };
}

const signed = (value: number) =>
  `${value >= 0 ? "+" : "−"}${Math.round(Math.abs(value))} ms`;

/** The part that holds most, in words with its figures. */
export function holdsVerdict({ parts, costliestStep }: Holds): string {
  const total = parts.reduce((sum, p) => sum + p.excess, 0);
  const top = parts.reduce((a, b) => (b.excess > a.excess ? b : a));
  const step =
    `the costliest step is ${costliestStep.label} (about ${ms(costliestStep.cost)}, of it ` +
    `${ms(costliestStep.mainThread)} main thread before it, unthrottled)`;
  if (top.excess <= 0)
    return `nothing beyond the minimal remote in these parts (${signed(total)} estimated); ${step}`;
  return (
    `held most by the ${top.part.replace(/ \(.*$/, "")}: ${signed(top.excess)} of an estimated ` +
    `${signed(total)} beyond the minimal remote; ${step}`
  );
}

/** What holds a page's LCP beyond the minimal remote's, part by part: the rows of its table. */
export function holdsRows({ parts }: Holds): string[][] {
  return parts.map((p) => [p.part, p.register, p.minimal, signed(p.excess)]);
}
