import { T } from "../../i18n/de";
import DOMPurify from "dompurify";
import { resolveLink } from "../routing";
import { VISUALLY_HIDDEN_CLASS } from "../../ui/visually-hidden";

/**
 * DESIGN §5: the HTML profile only — no SVG or MathML from the content service. No styles either:
 * the app styles content, and CSS can fetch from anywhere (`@import`, `url()`).
 */
const HTML_PROFILE = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ["style"],
  FORBID_ATTR: ["style"],
};

function isExternal(href: string): boolean {
  const url = new URL(href, window.location.href);
  return (
    (url.protocol === "http:" || url.protocol === "https:") &&
    url.origin !== window.location.origin
  );
}

const HEADINGS = "h1, h2, h3, h4, h5, h6";

/**
 * The content's headings set below the page's own: its highest level becomes `top`, and the levels
 * it uses follow on without a gap (an editor's h1 → h3 becomes h2 → h3), so the page's outline
 * reads in order whatever levels the content service chose (WCAG 1.3.1, axe's heading-order).
 */
function relevelHeadings(root: Element, top: number): void {
  const headings = [...root.querySelectorAll(HEADINGS)];
  const used = [...new Set(headings.map((h) => Number(h.tagName[1])))].sort(
    (a, b) => a - b,
  );
  for (const heading of headings) {
    const level = Math.min(6, top + used.indexOf(Number(heading.tagName[1])));
    if (heading.tagName === `H${level}`) continue;
    const renamed = heading.ownerDocument.createElement(`h${level}`);
    for (const { name, value } of heading.attributes)
      renamed.setAttribute(name, value);
    renamed.append(...heading.childNodes);
    heading.replaceWith(renamed);
  }
}

/**
 * Content-service HTML made safe to insert. Links are adjusted on the way (SPEC §2): "../" links
 * resolve against the context path — the browser would resolve them against the page's URL — and
 * external links open in a new tab without referrer, which screen-reader users hear too. Its
 * headings start at `headingLevel`, the level below the heading the content stands under.
 */
export function sanitizeCmsHtml(
  html: string,
  contextPath: string,
  headingLevel = 2,
): string {
  const adjustLink = (node: Element) => {
    const href = node.tagName === "A" ? node.getAttribute("href") : null;
    if (!href) return;
    if (href.startsWith("../")) {
      node.setAttribute("href", resolveLink(href, contextPath));
    } else if (isExternal(href)) {
      node.setAttribute("target", "_blank");
      node.setAttribute("rel", "noopener noreferrer");
      const hint = node.ownerDocument.createElement("span");
      hint.className = VISUALLY_HIDDEN_CLASS ?? "";
      hint.textContent = ` ${T.ui.opensInNewTab}`;
      node.append(hint);
    }
  };
  // The hook needs this mount's context path; sanitising is synchronous, so it never leaks.
  DOMPurify.addHook("afterSanitizeAttributes", adjustLink);
  try {
    // RETURN_DOM hands back the sanitised document's <body>, typed as a Node.
    const body = DOMPurify.sanitize(html, {
      ...HTML_PROFILE,
      RETURN_DOM: true,
    }) as Element;
    relevelHeadings(body, headingLevel);
    return body.innerHTML;
  } finally {
    DOMPurify.removeHook("afterSanitizeAttributes", adjustLink);
  }
}
