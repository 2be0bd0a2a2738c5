/**
 * Traceability of the specification: which tests prove which rule of ../shared/SPEC.md.
 * Run `npx tsx tests/traceability/generate.ts`; it writes docs/traceability.md (no timestamps,
 * sorted, formatted with the repo's prettier, so the same tree always gives the same file).
 *
 * Rules. Every bullet point, every table row and every sentence of a plain paragraph below a
 * `##`/`###` heading of SPEC.md is one rule, named by its section ("§2 Route behaviour") and its
 * first ~90 characters.
 *
 * Tests. Every `describe`/`it`/`test` call (jest and node:test alike, with `.each`, `.only`,
 * `.skip`, `.todo`) in tests/**\/*.test.ts(x), *.e2e.ts and *.interop.ts. A test's text is its
 * title (the enclosing describe names › its own name), its body, the comments directly above it
 * and above its describes, the arguments of `.each`, and the file-level constants (not functions)
 * it uses, e.g. the table of an `it.each(TABLE)` or `const SAVE_FAILED = "…"`.
 *
 * A test is linked to a rule when one of these holds:
 *  1. Quote. The test's text contains a text the rule quotes ('…' or „…“ in SPEC). `{product}`
 *     reads IPPC, placeholders like `{n}` or `…` match anything short, a quote longer than 50
 *     characters is matched on its first 50. A quote shorter than 20 characters must stand in
 *     quotes in the test too ("Mehr", 'Mehr', `Mehr`, /Mehr/), so that a word like Fehler inside
 *     other text does not count. Quotes shorter than 3 characters, and quotes SPEC uses in three
 *     or more rules (e.g. 'Schließen'), prove nothing by themselves.
 *  2. Path. The test's text contains a route or API path the rule names (the first cell of a
 *     table row, an `/api/…` path in the rule, or a quoted path like '/natippc'), followed by no
 *     further path segment.
 *  3. Section reference. A title or a comment of the test says `SPEC §N` (also `SPEC §2, §6`)
 *     and shares words with a rule of §N: the rule(s) of §N with the most shared words win (words
 *     of the rule's topic — the text before its first colon, or its first four words, and the
 *     `###` title — count twice); at least a score of 2 is needed.
 *  4. Wording. The test's own name repeats four consecutive words of the rule (endings -s, -es,
 *     -ed, -ing ignored), at least two of them words of 4+ letters or numbers: "a child is
 *     permitted when …" repeats "A child is permitted only if its parent is".
 * Code names SPEC writes without quotes (NATIPPC_REGISTERED, X-XSRF-TOKEN, de-DE, dd.MM.yyyy,
 * camelCase names of 12+ characters) count as quotes for rule 1.
 *
 * Convention to link a test deliberately: write a comment in the test body (or put it in the
 * test name)
 *
 *     // SPEC §4: Toasts: at most 3 active
 *
 * i.e. `SPEC §N:` followed by the verbatim start (at least 15 characters) of the rule as SPEC
 * writes it. That links exactly that rule, whatever else the comment says. Quoting a German text
 * of the rule in the test name ("shows 'Keine Nachrichten'") links it as well (rule 1).
 */
import { readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import ts from "typescript";
import { format, resolveConfig } from "prettier";

const ROOT = resolve(__dirname, "../..");
const SPEC_PATH = resolve(ROOT, "../shared/SPEC.md");
const TESTS_DIR = join(ROOT, "tests");
const OUT_PATH = join(ROOT, "docs/traceability.md");
const PRODUCT = "IPPC";
const QUOTE_CHARS = 90;
const SHOWN_TESTS = 3;

// ---------------------------------------------------------------------------------------------
// Rules

interface Rule {
  /** Position in SPEC.md, for a stable order. */
  index: number;
  /** Chapter number, e.g. "2". */
  chapter: string;
  /** e.g. "§2 Route behaviour". */
  section: string;
  /** The `###` title, or "" for a rule directly below its `##` heading. */
  subtitle: string;
  text: string;
  quote: string;
  /** Quoted texts as matchers (rule 1). */
  quotes: Matcher[];
  /** Code names as matchers (rule 1). */
  identifiers: Matcher[];
  /** Route and API paths as matchers (rule 2). */
  paths: Matcher[];
  /** Runs of four words of the rule (rule 4). */
  runs: Set<string>;
  /** Word stems of the whole rule, and of its topic (rule 3). */
  words: Set<string>;
  topic: Set<string>;
}

interface Matcher {
  label: string;
  pattern: RegExp;
}

function shortQuote(text: string): string {
  if (text.length <= QUOTE_CHARS) return text;
  const cut = text.slice(0, QUOTE_CHARS);
  const space = cut.lastIndexOf(" ");
  return `${(space > 60 ? cut.slice(0, space) : cut).replace(/[\s,;:.(]+$/, "")} …`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

const STOP_WORDS = new Set(
  (
    "about above after again also always another anything apply been before being below both " +
    "cannot could does done each either else every from have here into itself just least less " +
    "many more most much must never none once only other others over shall should shown " +
    "shows some such than that their them then there these they this those through under " +
    "unless until upon very were what when where which while will with within without would " +
    "your spec test tests true false given"
  ).split(" "),
);

/** Lower-case word stems of 4+ letters, minus stop words: "Toasts" → "toast", "sessions" → "sessio". */
function stems(text: string): Set<string> {
  const result = new Set<string>();
  for (const raw of text.toLowerCase().match(/\p{L}[\p{L}\d]*/gu) ?? []) {
    if (raw.length < 4 || STOP_WORDS.has(raw)) continue;
    result.add(raw.length > 6 ? raw.slice(0, 6) : raw.replace(/e?s$/, ""));
  }
  return result;
}

const RUN = 4;

/**
 * Every run of four consecutive words (endings -s, -es, -ed, -ing dropped) with at least two
 * words of 4+ letters not stop words, or numbers.
 */
function wordRuns(text: string): Set<string> {
  const words = (text.toLowerCase().match(/[\p{L}\d]+|#\//gu) ?? []).map((w) =>
    w.length > 4 ? w.replace(/(?:es|ed|ing|s)$/, "") : w,
  );
  const runs = new Set<string>();
  for (let i = 0; i + RUN <= words.length; i++) {
    const run = words.slice(i, i + RUN);
    if (
      run.filter(
        (w) => /^\d+$/.test(w) || (w.length >= 4 && !STOP_WORDS.has(w)),
      ).length >= 2
    ) {
      runs.add(run.join(" "));
    }
  }
  return runs;
}

/** Quoted texts of a rule: '…' (an apostrophe inside a word is no quote) and „…“. */
function quotedTexts(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/(?<![\p{L}\d])'(.+?)'(?![\p{L}\d])/gu))
    found.push(m[1]!);
  for (const m of text.matchAll(/„(.+?)“/gu)) found.push(m[1]!);
  return found;
}

/**
 * Code names SPEC writes without quotes but which are just as distinctive: NATIPPC_REGISTERED,
 * X-XSRF-TOKEN, X-HTTP-Method-Override, de-DE, dd.MM.yyyy, camelCase names of 12+ characters
 * (dismissTimeInMs).
 */
function identifiers(text: string): string[] {
  const found = [
    ...(text.match(/(?<![\w-])[A-Z][A-Z0-9]*(?:[_-][A-Z0-9]+)+(?![\w-])/g) ??
      []),
    ...(text.match(/(?<![\w-])X-[A-Za-z]+(?:-[A-Za-z]+)+/g) ?? []),
    ...(text.match(/(?<![\w-])(?:[a-z]{2}-[A-Z]{2}|dd\.MM\.yyyy)(?![\w-])/g) ??
      []),
    ...(text.match(/(?<![\w-])[a-z]+(?:[A-Z][a-z]*)+(?![\w-])/g) ?? []).filter(
      (w) => w.length >= 12,
    ),
  ];
  return [...new Set(found)].sort();
}

function identifierMatcher(name: string): Matcher {
  return {
    label: name,
    pattern: new RegExp(`(?<![\\w-])${escapeRegExp(name)}(?![\\w-])`),
  };
}

/** A SPEC quote as a matcher, or undefined when it is too short to prove anything. */
function quoteMatcher(quote: string): Matcher | undefined {
  let text = quote
    .replaceAll("{product}", PRODUCT)
    .replace(/^(?:\.\.\.|…)\s*/, "")
    .replace(/\s*(?:\.\.\.|…)$/, "")
    .replace(/[.:]$/, "")
    .trim();
  if (text.length > 50) {
    const cut = text.slice(0, 50);
    text = cut.slice(0, cut.lastIndexOf(" "));
  }
  const literal = text.replace(/\{[^}]*\}|…|\.\.\./g, "");
  if (literal.replace(/\W/g, "").length < 2 || literal.trim().length < 3)
    return undefined;
  const body = text
    .split(/(\{[^}]*\}|…|\.\.\.)/)
    .map((part, i) =>
      i % 2 === 1
        ? "[^\\n]{0,40}?"
        : escapeRegExp(part).replace(/\s+/g, "\\s+"),
    )
    .join("");
  const pattern = text.length < 20 ? `(?<=["'\`/^])${body}(?=["'\`/$])` : body;
  return { label: `'${quote}'`, pattern: new RegExp(pattern, "u") };
}

/** A route or API path as a matcher: placeholders match one segment, no further segment after. */
function pathMatcher(path: string): Matcher {
  const clean = path.replace(/[.,;]+$/, "");
  const body = clean
    .replaceAll("{product}", PRODUCT)
    .split(/(\{[^}]*\}|:[a-z]+)/)
    .map((part, i) => (i % 2 === 1 ? "[^/\\s\"'`?#]+" : escapeRegExp(part)))
    .join("");
  const tail = clean.endsWith("/") ? "" : "(?![\\w/-])";
  return { label: clean, pattern: new RegExp(`${body}${tail}`, "i") };
}

function parseSpec(markdown: string): Rule[] {
  const rules: Rule[] = [];
  let chapter = "";
  let chapterTitle = "";
  let subtitle = "";
  let inTable = false;
  const add = (text: string, pathTexts: string[]) => {
    const section = `§${chapter} ${subtitle || chapterTitle}`;
    const colon = text.indexOf(":");
    const topicText =
      colon > 0 && colon <= 50
        ? text.slice(0, colon)
        : text.split(/\s+/).slice(0, 4).join(" ");
    const paths = [...pathTexts, ...(text.match(/\/api\/[^\s,;()|]+/g) ?? [])];
    rules.push({
      index: rules.length,
      chapter,
      section,
      subtitle,
      text,
      quote: shortQuote(text),
      quotes: quotedTexts(text)
        .map((q) => (/^\/\w/.test(q) ? pathMatcher(q) : quoteMatcher(q)))
        .filter((m): m is Matcher => m !== undefined),
      identifiers: identifiers(text).map(identifierMatcher),
      paths: [...new Set(paths)].sort().map(pathMatcher),
      runs: wordRuns(text),
      words: stems(`${text} ${subtitle}`),
      topic: stems(`${topicText} ${subtitle}`),
    });
  };
  let paragraph: string[] = [];
  const flushParagraph = () => {
    const text = paragraph.join(" ").trim();
    paragraph = [];
    if (!text || !chapter) return;
    for (const sentence of text.split(/(?<=\.)\s+(?=[A-Z])/)) add(sentence, []);
  };
  for (const line of markdown.split("\n")) {
    const h2 = /^##\s+(\d+)\.\s*(.+)$/.exec(line);
    const h3 = /^###\s+(.+)$/.exec(line);
    const bullet = /^\s*[-*]\s+(.+)$/.exec(line);
    const row = /^\|(.+)\|\s*$/.exec(line);
    if (h2 || h3 || bullet || row || !line.trim()) flushParagraph();
    if (h2) {
      [chapter, chapterTitle, subtitle] = [h2[1]!, h2[2]!.trim(), ""];
    } else if (h3) {
      subtitle = h3[1]!.trim();
    } else if (/^#/.test(line)) {
      chapter = "";
    } else if (!chapter) {
      continue;
    } else if (bullet) {
      add(bullet[1]!.trim(), []);
    } else if (row) {
      const cells = row[1]!.split("|").map((c) => c.trim());
      if (!inTable) {
        inTable = true; // the header row
      } else if (!cells.every((c) => /^:?-+:?$/.test(c))) {
        const text = cells.filter(Boolean).join(" | ");
        const key = cells[0] ?? "";
        add(text, key.match(/(?<!\w)\/[^\s,;|]*/g) ?? []);
      }
      continue;
    } else if (line.trim() && !line.startsWith("<!--")) {
      paragraph.push(line.trim());
    }
    inTable = false;
  }
  flushParagraph();
  // Quotes SPEC uses in three or more rules (e.g. 'Schließen') prove nothing by themselves.
  const uses = new Map<string, number>();
  for (const rule of rules) {
    for (const label of new Set(rule.quotes.map((q) => q.label))) {
      uses.set(label, (uses.get(label) ?? 0) + 1);
    }
  }
  for (const rule of rules) {
    rule.quotes = rule.quotes.filter((q) => (uses.get(q.label) ?? 0) < 3);
  }
  return rules;
}

// ---------------------------------------------------------------------------------------------
// Tests

interface TestCase {
  file: string;
  title: string;
  /** The test's own name, without its describes (rule 4). */
  name: string;
  /** Everything rule 1 and 2 look at. */
  text: string;
  /** Titles and comments, each on its own, for rule 3. */
  segments: string[];
}

const TEST_FILE = /\.(test\.tsx?|e2e\.ts|interop\.ts)$/;

function testFiles(dir: string): string[] {
  const files: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    if (name === "node_modules" || name.startsWith(".")) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files.push(...testFiles(path));
    else if (TEST_FILE.test(name)) files.push(path);
  }
  return files;
}

const TEST_FUNCTIONS = new Set(["describe", "it", "test"]);
const MODIFIERS = new Set(["each", "only", "skip", "todo", "concurrent"]);

/** `describe`/`it`/`test` with its modifiers and `.each` arguments, or undefined. */
function testCall(
  node: ts.CallExpression,
): { kind: string; each: ts.NodeArray<ts.Expression> | undefined } | undefined {
  let callee: ts.Expression = node.expression;
  let each: ts.NodeArray<ts.Expression> | undefined;
  if (ts.isCallExpression(callee)) {
    each = callee.arguments;
    callee = callee.expression;
  }
  while (
    ts.isPropertyAccessExpression(callee) &&
    MODIFIERS.has(callee.name.text)
  ) {
    callee = callee.expression;
  }
  if (!ts.isIdentifier(callee) || !TEST_FUNCTIONS.has(callee.text))
    return undefined;
  if (each && !ts.isPropertyAccessExpression(node.expression)) {
    const inner = (node.expression as ts.CallExpression).expression;
    if (!ts.isPropertyAccessExpression(inner) || inner.name.text !== "each")
      return undefined;
  }
  return { kind: callee.text, each };
}

function nameOf(
  node: ts.Expression | undefined,
  source: ts.SourceFile,
): string | undefined {
  if (!node) return undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    return node.text;
  if (ts.isTemplateExpression(node)) return node.getText(source).slice(1, -1);
  return undefined;
}

function commentsOf(text: string): string[] {
  return (text.match(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g) ?? []).map((c) =>
    c
      .replace(/^\/\*+|\*+\/$|^\/\/+/g, "")
      .replace(/^\s*\*\s?/gm, "")
      .replace(/\s+/g, " ")
      .trim(),
  );
}

function parseTests(path: string): TestCase[] {
  const code = readFileSync(path, "utf8");
  const source = ts.createSourceFile(path, code, ts.ScriptTarget.Latest, true);
  const file = relative(TESTS_DIR, path).split("\\").join("/");

  // Constants (no functions) of the file and of the enclosing describe bodies: their text joins
  // the tests that use them.
  type Scope = Map<string, ts.Node>;
  const scopeOf = (
    statements: ts.NodeArray<ts.Statement> | undefined,
  ): Scope => {
    const scope: Scope = new Map();
    for (const statement of statements ?? []) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const decl of statement.declarationList.declarations) {
        const init = decl.initializer;
        if (!ts.isIdentifier(decl.name) || !init) continue;
        if (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) continue;
        scope.set(decl.name.text, statement);
      }
    }
    return scope;
  };
  const usedConstants = (node: ts.Node, scopes: Scope[]): string[] => {
    const lookup = (name: string) =>
      scopes.findLast((scope) => scope.has(name))?.get(name);
    const seen = new Map<string, ts.Node>();
    const visit = (n: ts.Node) => {
      const decl = ts.isIdentifier(n) ? lookup(n.text) : undefined;
      if (decl && !seen.has(n.getText(source))) {
        seen.set(n.getText(source), decl);
        visit(decl);
      }
      ts.forEachChild(n, visit);
    };
    visit(node);
    return [...new Set(seen.values())]
      .map((decl) => decl.getText(source))
      .sort();
  };
  /** The comments directly above a statement, but not a file's header comment. */
  const leadingComments = (node: ts.Node): string[] => {
    let statement: ts.Node = node;
    while (
      statement.parent &&
      !ts.isSourceFile(statement.parent) &&
      !ts.isBlock(statement.parent)
    ) {
      statement = statement.parent;
    }
    const ranges =
      ts.getLeadingCommentRanges(code, statement.getFullStart()) ?? [];
    return ranges
      .filter((r) => r.pos > 0)
      .flatMap((r) => commentsOf(code.slice(r.pos, r.end)));
  };

  const cases: TestCase[] = [];
  const walk = (
    node: ts.Node,
    titles: string[],
    context: string[],
    scopes: Scope[],
  ) => {
    if (ts.isCallExpression(node)) {
      const call = testCall(node);
      const name = call && nameOf(node.arguments[0], source);
      if (call && name !== undefined) {
        const body = node.arguments[1];
        const comments = leadingComments(node);
        const eachText =
          call.each?.map((a) => a.getText(source)).join("\n") ?? "";
        if (call.kind === "describe") {
          if (body) {
            const block =
              (ts.isArrowFunction(body) || ts.isFunctionExpression(body)) &&
              ts.isBlock(body.body)
                ? body.body.statements
                : undefined;
            const inner = [...scopes, scopeOf(block)];
            ts.forEachChild(body, (child) =>
              walk(
                child,
                [...titles, name],
                [...context, ...comments, eachText],
                inner,
              ),
            );
          }
          return;
        }
        const title = [...titles, name].join(" › ");
        const bodyText = body?.getText(source) ?? "";
        const constantsText = usedConstants(node, scopes).join("\n");
        cases.push({
          file,
          title,
          name,
          text: [
            title,
            ...context,
            ...comments,
            eachText,
            bodyText,
            constantsText,
          ].join("\n"),
          segments: [
            title,
            ...context,
            ...comments,
            ...commentsOf(bodyText),
          ].filter(Boolean),
        });
        return;
      }
    }
    ts.forEachChild(node, (child) => walk(child, titles, context, scopes));
  };
  walk(source, [], [], [scopeOf(source.statements)]);
  return cases;
}

// ---------------------------------------------------------------------------------------------
// Links

/** Chapters a segment names with `SPEC §N` (also `SPEC §2, §6` and `SPEC §2 and §9`). */
function referencedChapters(segment: string): string[] {
  const chapters: string[] = [];
  for (const m of segment.matchAll(
    /SPEC\s*((?:§\s*\d+(?:\s*(?:,|and|und|&|\/)\s*)?)+)/g,
  )) {
    for (const n of m[1]!.matchAll(/§\s*(\d+)/g)) chapters.push(n[1]!);
  }
  return chapters;
}

function linkBySection(segment: string, rules: Rule[], linked: Set<Rule>) {
  for (const chapter of new Set(referencedChapters(segment))) {
    const candidates = rules.filter((r) => r.chapter === chapter);
    // The convention: `SPEC §N: <verbatim start of the rule>`.
    const explicit = new RegExp(
      `SPEC\\s*§\\s*${chapter}\\s*:\\s*(.{15,})`,
    ).exec(segment);
    if (explicit) {
      const said = explicit[1]!.toLowerCase().replace(/\s+/g, " ");
      const exact = candidates.filter((r) => {
        const rule = r.text.toLowerCase().replace(/\s+/g, " ");
        return (
          rule.startsWith(said) ||
          said.startsWith(rule) ||
          rule.startsWith(said.slice(0, 40))
        );
      });
      if (exact.length > 0) {
        exact.forEach((r) => linked.add(r));
        continue;
      }
    }
    const words = stems(segment);
    let best = 0;
    let winners: Rule[] = [];
    for (const rule of candidates) {
      let score = 0;
      for (const word of words) {
        if (rule.topic.has(word)) score += 2;
        else if (rule.words.has(word)) score += 1;
      }
      if (score > best) [best, winners] = [score, [rule]];
      else if (score === best) winners.push(rule);
    }
    if (best >= 2) winners.forEach((r) => linked.add(r));
  }
}

function link(rules: Rule[], tests: TestCase[]): Map<Rule, TestCase[]> {
  const byRule = new Map<Rule, TestCase[]>(rules.map((r) => [r, []]));
  for (const test of tests) {
    const linked = new Set<Rule>();
    for (const rule of rules) {
      if (
        [...rule.quotes, ...rule.identifiers, ...rule.paths].some((m) =>
          m.pattern.test(test.text),
        )
      ) {
        linked.add(rule);
      }
    }
    for (const segment of test.segments) linkBySection(segment, rules, linked);
    const runs = wordRuns(test.name);
    for (const rule of rules) {
      if ([...runs].some((run) => rule.runs.has(run))) linked.add(rule);
    }
    for (const rule of linked) byRule.get(rule)!.push(test);
  }
  return byRule;
}

// ---------------------------------------------------------------------------------------------
// Output

function cell(text: string): string {
  return text.replace(/\s+/g, " ").replace(/\|/g, "\\|").trim();
}

function testLabel(test: TestCase): string {
  return `${test.file} › ${test.title}`;
}

/**
 * A rule that only says what the specification leaves out ("…: not shown", "… is not shown.")
 * gives nothing to prove; it is listed apart from the gaps.
 */
function showsNothing(rule: Rule): boolean {
  return /(:\s*not shown\b|\b(is|are) not shown\b)/.test(rule.text);
}

/** Rules that ask for something and have no test. */
function gapsOf(rules: Rule[], byRule: Map<Rule, TestCase[]>): Rule[] {
  return rules.filter((r) => byRule.get(r)!.length === 0 && !showsNothing(r));
}

function render(
  rules: Rule[],
  byRule: Map<Rule, TestCase[]>,
  testCount: number,
): string {
  const linkedCount = rules.filter((r) => byRule.get(r)!.length > 0).length;
  const gaps = gapsOf(rules, byRule);
  const nothingToProve = rules.filter(
    (r) => byRule.get(r)!.length === 0 && showsNothing(r),
  );
  const lines: string[] = [
    "# Traceability: specification ↔ tests",
    "",
    "Generated by `npx tsx tests/traceability/generate.ts` from `../shared/SPEC.md` and the test " +
      "files under `tests/`; do not edit by hand. How a test is linked to a rule — and how to " +
      "link one deliberately — is described at the top of that script. In short: a test is " +
      "linked when it quotes a text the rule quotes (e.g. 'Keine Nachrichten'), uses a route or " +
      "API path the rule names, says `SPEC §N` next to words of the rule, or its name repeats " +
      "four consecutive words of the rule; to link a test " +
      "on purpose, put `// SPEC §N: <verbatim start of the rule>` in its body.",
    "",
    `${rules.length} rules, ${linkedCount} linked to at least one of ${testCount} tests, ` +
      `${gaps.length} without a test, ${nothingToProve.length} that only say what is not shown.`,
  ];
  const sections = [...new Set(rules.map((r) => r.section))];
  for (const section of sections) {
    lines.push(
      "",
      `## ${section}`,
      "",
      "| Rule (quote) | Tests |",
      "| --- | --- |",
    );
    for (const rule of rules.filter((r) => r.section === section)) {
      const tests = [...new Set(byRule.get(rule)!.map(testLabel))].sort();
      const shown = tests.slice(0, SHOWN_TESTS).map(cell);
      if (tests.length > SHOWN_TESTS)
        shown.push(`+${tests.length - SHOWN_TESTS} more`);
      lines.push(
        `| ${cell(rule.quote)} | ${shown.length ? shown.join("<br>") : "—"} |`,
      );
    }
  }
  const list = (title: string, listed: Rule[]) => {
    lines.push("", `## ${title}`, "", `${listed.length} rules:`, "");
    for (const rule of listed)
      lines.push(`- ${rule.section}: ${rule.quote.replace(/\s+/g, " ")}`);
  };
  list("Rules without a test", gaps);
  list(
    "Rules that only say what is not shown (nothing to prove)",
    nothingToProve,
  );
  return `${lines.join("\n")}\n`;
}

async function main() {
  const rules = parseSpec(readFileSync(SPEC_PATH, "utf8"));
  const tests = testFiles(TESTS_DIR)
    .flatMap(parseTests)
    .sort((a, b) => testLabel(a).localeCompare(testLabel(b), "en"));
  const byRule = link(rules, tests);
  const markdown = render(rules, byRule, tests.length);
  const options = (await resolveConfig(OUT_PATH)) ?? {};
  writeFileSync(
    OUT_PATH,
    await format(markdown, { ...options, filepath: OUT_PATH }),
  );
  const gaps = gapsOf(rules, byRule).length;
  const linked = rules.filter((r) => byRule.get(r)!.length > 0).length;
  console.log(
    `${rules.length} rules, ${linked} linked, ${gaps} gaps, ${rules.length - linked - gaps} with nothing to prove, ${tests.length} tests → ${relative(ROOT, OUT_PATH)}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
