import type { Page } from "playwright-core";

/** WCAG 2.1 AA as the Web-Zugänglichkeits-Gesetz asks, plus 2.2 AA. */
export const AXE_TAGS = [
  "wcag2a",
  "wcag2aa",
  "wcag21a",
  "wcag21aa",
  "wcag22aa",
];

/**
 * axe-core on the app and on what it portals to <body> (dialogs, tooltips, listboxes);
 * one line per violation: "rule: target, target".
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) {
    await page.addScriptTag({ path: require.resolve("axe-core") });
  }
  return page.evaluate(async (tags) => {
    const { axe } = window as unknown as { axe: typeof import("axe-core") };
    const include = [
      document.querySelector("#natippc-container"),
      ...document.querySelectorAll(
        "[role=dialog], [role=tooltip], [role=listbox]",
      ),
    ].filter((node): node is Element => node !== null);
    const result = await axe.run(
      { include },
      { runOnly: { type: "tag", values: tags } },
    );
    return result.violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
  }, AXE_TAGS);
}
