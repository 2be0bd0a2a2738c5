interface FaqEntry {
  question: string;
  /** Unsanitised HTML: SanitizedHtml cleans it when it is inserted. */
  answer: string;
}

export interface Faq {
  /** Everything around the questions (e.g. the page's heading), unsanitised. */
  intro: string;
  entries: FaqEntry[];
  /** Questions sit one level below the intro's h2, if it has one. */
  headingLevel: 2 | 3;
}

/**
 * The content service's FAQ: a definition list, questions as <dt>, answers as the <dd>s after
 * them. Parsed in an inert document (no scripts run, nothing loads). No <dt>: no entries, and
 * the page shows the HTML as it is.
 */
export function parseFaq(html: string): Faq {
  const body = new DOMParser().parseFromString(html, "text/html").body;
  const entries: FaqEntry[] = [];
  for (const list of body.querySelectorAll("dl")) {
    let current: FaqEntry | undefined;
    for (const item of list.children) {
      if (item.tagName === "DT") {
        current = {
          question: (item.textContent ?? "").replace(/\s+/g, " ").trim(),
          answer: "",
        };
        entries.push(current);
      } else if (item.tagName === "DD" && current) {
        current.answer += item.innerHTML;
      }
    }
    list.remove();
  }
  return {
    intro: body.innerHTML.trim(),
    entries,
    headingLevel: body.querySelector("h2") ? 3 : 2,
  };
}

/**
 * Content-service pages often repeat the page title as their first heading; the page's h1 already
 * says it, and a screen reader would read it twice.
 */
export function withoutRepeatedTitle(html: string, title: string): string {
  const body = new DOMParser().parseFromString(html, "text/html").body;
  const first = body.firstElementChild;
  if (!first || !/^H[1-6]$/.test(first.tagName)) return html;
  if ((first.textContent ?? "").trim() !== title) return html;
  first.remove();
  return body.innerHTML.trim();
}
