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

/**
 * Content-service HTML made safe to insert. Links are adjusted on the way (SPEC §2): "../" links
 * resolve against the context path — the browser would resolve them against the page's URL — and
 * external links open in a new tab without referrer, which screen-reader users hear too.
 */
export function sanitizeCmsHtml(html: string, contextPath: string): string {
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
    return DOMPurify.sanitize(html, HTML_PROFILE);
  } finally {
    DOMPurify.removeHook("afterSanitizeAttributes", adjustLink);
  }
}
