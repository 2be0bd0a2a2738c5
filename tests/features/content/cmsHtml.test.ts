import { within } from "@testing-library/dom";
import {
  parseFaq,
  withoutRepeatedTitle,
} from "../../../src/features/content/cmsHtml";
import { sanitizeCmsHtml } from "../../../src/framework/content/sanitize";

const HOSTILE = `<h2>Umweltinspektion</h2>
<p>Bericht <strong>wichtig</strong></p>
<script>window.pwned = true</script>
<img src="x.png" alt="Anlage" onerror="window.pwned = true">
<a href="javascript:alert(1)">Skript-Link</a>
<a href="JaVaScRiPt:alert(1)">Skript-Link 2</a>
<a href="https://www.ris.bka.gv.at/">RIS</a>
<a href="/natippc/installations?q=Linz">Anlagen in Linz</a>
<a href="../portal/hilfe">Portalhilfe</a>
<svg><script>alert(1)</script><circle r="5"></circle></svg>
<iframe src="https://evil.example/"></iframe>
<form action="https://evil.example/"><input name="pw"></form>`;

describe("sanitising content-service HTML", () => {
  const clean = (html: string) => {
    const host = document.createElement("div");
    host.innerHTML = sanitizeCmsHtml(html, "/natippc");
    return host;
  };

  it("removes scripts, event handlers, javascript: URLs, SVG and frames", () => {
    const html = clean(HOSTILE);
    expect(html.querySelector("script, svg, iframe")).toBeNull();
    expect(html.querySelector("[onerror]")).toBeNull();
    expect(html.querySelector("img")).toHaveAttribute("alt", "Anlage");
    for (const link of html.querySelectorAll("a"))
      expect(link.getAttribute("href") ?? "").not.toMatch(/^javascript:/i);
    expect(html.querySelector("strong")).toHaveTextContent("wichtig");
  });

  it("removes style elements and attributes, which could load from foreign origins", () => {
    const html = clean(
      `<style>@import url(https://evil.example/a.css); p { color: red }</style>
<p style="background: url(https://evil.example/b.png)">Bericht</p>`,
    );
    expect(html.querySelector("style, [style]")).toBeNull();
    expect(html).toHaveTextContent("Bericht");
    expect(html.innerHTML).not.toContain("evil.example");
  });

  it("opens external links in a new tab without referrer and says so", () => {
    const link = within(clean(HOSTILE)).getByRole("link", { name: /^RIS/ });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(link).toHaveAccessibleName("RIS (öffnet in neuem Tab)");
  });

  it("resolves ../ links against the context path (SPEC §2), in the same tab", () => {
    const link = within(clean(HOSTILE)).getByRole("link", {
      name: "Portalhilfe",
    });
    expect(link).toHaveAttribute("href", "/portal/hilfe");
    expect(link).not.toHaveAttribute("target");
    expect(
      within(clean(HOSTILE)).getByRole("link", { name: "Anlagen in Linz" }),
    ).not.toHaveAttribute("target");
  });

  it("sets the headings below the page's own, in order and without a gap", () => {
    const levels = (html: string, top?: number) =>
      [
        ...new DOMParser()
          .parseFromString(sanitizeCmsHtml(html, "/natippc", top), "text/html")
          .querySelectorAll("h1, h2, h3, h4, h5, h6"),
      ].map((h) => `${h.tagName}:${h.textContent}`);
    expect(levels("<h3>EU</h3><p>x</p><h3>AT</h3><h5>Leitfaden</h5>")).toEqual([
      "H2:EU",
      "H2:AT",
      "H3:Leitfaden",
    ]);
    expect(levels("<h1>Titel</h1><h2>Teil</h2>")).toEqual([
      "H2:Titel",
      "H3:Teil",
    ]);
    // Under a block's own h3 (an FAQ answer), the content starts at h4.
    expect(levels('<h2 id="a" class="k">Frage</h2>', 4)).toEqual(["H4:Frage"]);
    expect(
      sanitizeCmsHtml('<h2 id="a">Frage <em>x</em></h2>', "/natippc", 4),
    ).toBe('<h4 id="a">Frage <em>x</em></h4>');
  });

  it("does not pile up the link hook across calls", () => {
    clean(HOSTILE);
    const host = clean('<a href="https://example.org/">x</a>');
    expect(host.querySelectorAll("span")).toHaveLength(1);
  });
});

describe("FAQ structure", () => {
  it("takes <dt> as questions and the <dd>s after them as answers, the rest as intro", () => {
    const faq = parseFaq(`<h2>Häufige Fragen</h2>
      <dl><dt>Was ist <em>IPPC</em>?</dt><dd>Eine <a href="../faq">Anlage</a>.</dd><dd>Mehr.</dd>
      <dt>Wie oft?</dt><dd>Jährlich.</dd></dl><p>Stand 2026</p>`);
    expect(faq.entries).toEqual([
      {
        question: "Was ist IPPC?",
        answer: 'Eine <a href="../faq">Anlage</a>.Mehr.',
      },
      { question: "Wie oft?", answer: "Jährlich." },
    ]);
    expect(faq.intro).toBe("<h2>Häufige Fragen</h2>\n      <p>Stand 2026</p>");
    expect(faq.headingLevel).toBe(3);
  });

  it("has no entries for HTML without a definition list", () => {
    expect(parseFaq("<p>Bald mehr.</p>").entries).toEqual([]);
    expect(parseFaq("<dl><dd>x</dd></dl>").headingLevel).toBe(2);
  });

  it("drops a first heading that repeats the page title, and only that", () => {
    expect(withoutRepeatedTitle("<h2>FAQ</h2><p>x</p>", "FAQ")).toBe(
      "<p>x</p>",
    );
    expect(withoutRepeatedTitle("<p>FAQ</p>", "FAQ")).toBe("<p>FAQ</p>");
    expect(withoutRepeatedTitle("<h2>Fragen</h2>", "FAQ")).toBe(
      "<h2>Fragen</h2>",
    );
  });
});
