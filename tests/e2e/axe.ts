import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";

/** Evaluated, not added as a script tag: the pages' policy allows no inline script. */
let axeSource: string | undefined;

/** WCAG 2.1 AA as the Web-Zugänglichkeits-Gesetz asks, plus 2.2 AA. */
export const AXE_TAGS = [
  "wcag2a",
  "wcag2aa",
  "wcag21a",
  "wcag21aa",
  "wcag22aa",
];

/** Where axe looks: the app's container unless told, and every open popup or dialog. */
export interface AxeScope {
  /** CSS selector of the part of the page under test, e.g. a catalogue section or the portal's page. */
  root?: string;
  /** Every rule axe has, best practices (landmarks, heading order) included, not only WCAG's. */
  everyRule?: boolean;
}

/**
 * axe-core on the app (or `root`) and on every open dialog, tooltip and listbox of the page (a
 * catalogue section's root may not hold the dialog one of its buttons opened);
 * one line per violation: "rule: target, target".
 */
export async function axeViolations(
  page: Page,
  { root = "#natippc-container", everyRule = false }: AxeScope = {},
): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) {
    axeSource ??= readFileSync(require.resolve("axe-core"), "utf8");
    await page.evaluate(axeSource);
  }
  return page.evaluate(
    async ({ root, tags }) => {
      const { axe } = window as unknown as { axe: typeof import("axe-core") };
      // Fades first: halfway through, a tooltip's colours are not the ones a reader gets.
      await Promise.all(
        document
          .getAnimations()
          .filter(
            (animation) =>
              animation.effect?.getTiming().iterations !== Infinity,
          )
          .map((animation) => animation.finished.catch(() => undefined)),
      );
      const scope = document.querySelector(root);
      // A missing root would make axe check nothing and pass.
      if (!scope) throw new Error(`axe: nothing matches ${root}`);
      const include = [
        scope,
        ...document.querySelectorAll(
          "dialog[open], [role=dialog], [role=tooltip], [role=listbox]",
        ),
      ];
      const result = await axe.run(
        { include },
        {
          ...(tags && { runOnly: { type: "tag", values: tags } }),
          // Passes and incomplete results are not read: axe then collects one node of each, not all.
          resultTypes: ["violations"],
        },
      );
      return result.violations.map(
        (violation) =>
          `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
      );
    },
    { root, tags: everyRule ? null : AXE_TAGS },
  );
}
