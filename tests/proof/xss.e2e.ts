/**
 * Hostile input, proof suite: every payload of the XSS corpus (fixtures/xss-payloads.ts) delivered
 * through content-service pages, installation fields (register table, tooltips, details, history),
 * saved-filter names, the register's search text (field and `?q=`) and the firewall page, in
 * Chromium against host-dev. A page-level trap in every frame (`__xss`, alert/confirm/prompt/print,
 * native dialogs, popups, navigation away, requests to the payloads' evil origin) must stay
 * silent, and the content must stay readable. A control test proves the trap catches what runs.
 * Every test brings the worker's host-dev into the hostile state it needs and restores it after;
 * what each delivered is in its `xss deliveries` annotations.
 */
import type { Browser, BrowserContext, Page, Response } from "@playwright/test";
import { expect, test } from "../e2e/fixtures";
import { BASE_URL } from "../e2e/browser";
import {
  DetailsPage,
  FiltersPanel,
  PATHS,
  RegisterPage,
  signIn,
  visit,
} from "../e2e/pages";
import { UNSTORED_KEY_PREFIX } from "../../src/framework/filters/storageKeys";
import {
  EVIL_ORIGIN,
  XSS_PAYLOADS,
  type XssPayload,
} from "./fixtures/xss-payloads";

test.describe.configure({ mode: "parallel" });

const FILTER_GROUP = "/portal/api/userSettings/natippc-filters";
const FILTER_PREFIX = "filters_installations_";
/** Time for error, load, focus and animation handlers to fire after the page settled. */
const HANDLER_GRACE_MS = 300;
/** Payloads typed into the search field on one page; the last of them goes on to the API. */
const SEARCH_BATCH = 20;
/** The register's search field takes this many characters (PageSearch maxLength). */
const SEARCH_MAX = 150;
/** Closes what a payload may leave open, so the next payload of a batch starts in body context. */
const CONTEXT_CLOSER =
  "--></style></textarea></title></xmp></noembed></noframes></iframe></p></noscript></template></select></table></mglyph></mtext></mi></desc></foreignObject></svg></math></form></a>";

/** Installation fields a payload can land in; SUMMARY ones are also register columns. */
const SUMMARY_FIELDS = [
  "name",
  "operatorName",
  "municipality",
  "bezirk",
  "bundesland",
  "activity",
] as const;
const DETAIL_FIELDS = [
  "companyRegisterNumber",
  "street",
  "competentAuthority",
  "eprtrId",
  "permitSubject",
  "permitReference",
  "permitAuthority",
  "inspectionFindings",
  "inspectionAuthority",
  "historyValue",
] as const;
const N = XSS_PAYLOADS.length;
const payloadAt = (index: number): XssPayload => {
  const payload = XSS_PAYLOADS[index % N];
  if (!payload) throw new Error("empty corpus");
  return payload;
};
const FIELDS = [...SUMMARY_FIELDS, ...DETAIL_FIELDS];
/** Details pages to load: each shows one payload in every field. */
const DETAIL_INSTALLATIONS = Math.ceil(N / FIELDS.length);
/** Payloads the details pages show only outside the register's columns… */
const NOT_IN_COLUMNS = XSS_PAYLOADS.filter(
  (_, i) => i % FIELDS.length >= SUMMARY_FIELDS.length,
);
/** …go into the columns of further installations, so the register shows every payload too. */
const TABLE_INSTALLATIONS =
  DETAIL_INSTALLATIONS +
  Math.ceil(NOT_IN_COLUMNS.length / SUMMARY_FIELDS.length);
const installationId = (k: number) =>
  `AT-IPPC-${String(k + 1).padStart(6, "0")}`;

function installationFields(k: number): Record<string, string> {
  const fields: Record<string, string> = {};
  FIELDS.forEach((field, j) => {
    fields[field] = payloadAt(k * FIELDS.length + j).payload;
  });
  if (k >= DETAIL_INSTALLATIONS) {
    const from = (k - DETAIL_INSTALLATIONS) * SUMMARY_FIELDS.length;
    SUMMARY_FIELDS.forEach((field, j) => {
      fields[field] = (NOT_IN_COLUMNS[from + j] ?? payloadAt(from + j)).payload;
    });
  }
  return fields;
}

const probeTitle = (payload: XssPayload) => `Probe ${payload.id}`;
const probed = (batch: readonly XssPayload[]) =>
  batch
    .map((p) => `<h2>${probeTitle(p)}</h2>\n${p.payload}\n${CONTEXT_CLOSER}`)
    .join("\n");

/** Mutation-XSS payloads, each alone in a page load: they depend on the parser state around them. */
const MUTATION_PAYLOADS = XSS_PAYLOADS.filter((p) => p.category === "mutation");

/** Probe headings that may go with the mutation payload before them when all come at once. */
const MAY_BE_SWALLOWED = new Set(
  XSS_PAYLOADS.filter(
    (_, i) => XSS_PAYLOADS[i - 1]?.category === "mutation",
  ).map(probeTitle),
);

/**
 * Text as the DOM holds it once rendered: whitespace collapsed, NUL dropped, and the soft hyphens
 * dropped that mark the syllables of words too long for their box where the browser has no German
 * hyphenation (src/ui/hyphenation).
 */
const normalise = (text: string) =>
  text
    .replaceAll("\u0000", "")
    .replaceAll("\u00AD", "")
    .replace(/\s+/g, " ")
    .trim();

/** Records what a test delivered through which vector, for the report. */
const deliver = (vector: string, count: number) =>
  test.info().annotations.push({
    type: "xss deliveries",
    description: `${vector}: ${count}`,
  });

async function dev(method: string, path: string, body?: unknown) {
  const response = await fetch(`${BASE_URL}${path}`, {
    method,
    headers: body ? { "Content-Type": "application/json" } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(response.ok, `${method} ${path}: ${response.status}`).toBe(true);
}

/** Every test meets the hostile installations, whatever else it delivers. */
test.beforeEach(() =>
  dev("POST", "/__dev/hostile", {
    installations: Array.from({ length: TABLE_INSTALLATIONS }, (_, k) => ({
      id: installationId(k),
      fields: installationFields(k),
    })),
  }),
);

/** The worker's host-dev serves other tests next: its data, pages and faults as they were. */
test.afterEach(async () => {
  await dev("DELETE", "/__dev/hostile");
  await dev("DELETE", "/__dev/faults");
});

interface Trapped {
  context: BrowserContext;
  page: Page;
  /** Everything the trap saw: `kind:detail`. */
  hits: string[];
  errors: string[];
}

/**
 * A browser context whose every frame reports executed payloads: `__xss(id)` and the dialog
 * functions are replaced before any script runs, native dialogs, popups, navigation away from
 * host-dev and any request to the evil origin are recorded too. The pages' Content-Security-Policy
 * would stop most payloads by itself (inline handlers, inline scripts, foreign requests); these
 * proofs measure the sanitising, so they bypass it unless `policy` is asked for.
 */
async function trappedContext(
  browser: Browser,
  { policy = false } = {},
): Promise<Trapped> {
  const context = await browser.newContext({
    locale: "de-DE",
    viewport: { width: 1280, height: 900 },
    bypassCSP: !policy,
  });
  const hits: string[] = [];
  const errors: string[] = [];
  await context.exposeBinding("__xssReport", (_source, kind, detail) => {
    hits.push(`${String(kind)}:${String(detail)}`);
  });
  // A string, not a function: the test's TypeScript loader would wrap a function's inner
  // functions in a helper the page does not have.
  await context.addInitScript(`{
    const report = (kind) => (detail) => window.__xssReport?.(kind, String(detail));
    Object.defineProperty(window, "__xss", { value: report("__xss") });
    for (const name of ["alert", "confirm", "prompt", "print"])
      Object.defineProperty(window, name, { value: report(name) });
  }`);
  await context.route(`${EVIL_ORIGIN}/**`, (route) => {
    hits.push(`request:${route.request().url()}`);
    return route.abort();
  });
  const page = await context.newPage();
  page.on("popup", (popup) => hits.push(`popup:${popup.url()}`));
  page.on("dialog", (dialog) => {
    hits.push(`dialog:${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame() && !frame.url().startsWith(BASE_URL))
      hits.push(`navigation:${frame.url()}`);
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { context, page, hits, errors };
}

/** Sweeps the mouse over the page (hover handlers), then gives handlers their time to fire. */
async function handlerGrace(page: Page) {
  for (const [x, y] of [
    [200, 300],
    [640, 450],
    [1000, 700],
    [400, 800],
  ] as const)
    await page.mouse.move(x, y, { steps: 2 });
  // Proves nothing happens for HANDLER_GRACE_MS: an error, load, focus or animation handler that survived would fire within it.
  await page.waitForTimeout(HANDLER_GRACE_MS);
}

/**
 * Lets handlers fire, then checks the trap. Read once, after the grace, not polled: a retry could
 * pass on an escape that came and went. `frameRequests`: requests to the evil origin are no escape
 * (the firewall's own page, shown in its sandboxed frame, may load what it references).
 */
async function assertNothingRan(
  trapped: Trapped,
  where: string,
  { frameRequests = false } = {},
) {
  const { page } = trapped;
  await handlerGrace(page);
  const hits = trapped.hits.filter(
    (hit) => !frameRequests || !hit.startsWith("request:"),
  );
  expect(hits, `${where}: a payload ran`).toEqual([]);
  expect(
    page.url().startsWith(BASE_URL),
    `${where}: left for ${page.url()}`,
  ).toBe(true);
}

async function heading(page: Page, text: string) {
  await expect(page.locator("main h1").filter({ hasText: text })).toBeVisible();
}

/** The main element's text, normalised like `normalise`. */
async function mainText(page: Page): Promise<string> {
  return normalise((await page.locator("main").textContent()) ?? "");
}

/** The payloads whose text `text` does not show. */
const notShown = (text: string, payloads: readonly string[]) =>
  payloads.filter((p) => !text.includes(normalise(p)));

/**
 * What sanitised content must never hold, whatever got through the sanitiser. Read after the
 * trap's grace, once: a retry could pass on markup that was there and went.
 */
async function dangerousMarkup(
  page: Page,
  selector: string,
): Promise<string[]> {
  return page.evaluate((scope) => {
    const urlAttributes =
      /^(href|src|action|formaction|xlink:href|data|poster|background|srcset|srcdoc|content)$/i;
    const found: string[] = [];
    for (const root of document.querySelectorAll(scope)) {
      for (const element of root.querySelectorAll("*")) {
        if (
          /^(script|iframe|frame|object|embed|base|meta|link)$/i.test(
            element.localName,
          )
        )
          found.push(`<${element.localName}>`);
        for (const attribute of element.attributes) {
          // Browsers skip control characters and spaces in a URL's scheme.
          const value = [...attribute.value]
            .filter((ch) => ch.charCodeAt(0) > 0x20)
            .join("");
          if (/^on/i.test(attribute.name))
            found.push(`${element.localName}[${attribute.name}]`);
          else if (
            urlAttributes.test(attribute.name) &&
            /^(javascript|vbscript|data):/i.test(value) &&
            // An image never runs script, not even an SVG one.
            !(element.localName === "img" && /^data:image\//i.test(value))
          )
            found.push(`${element.localName}[${attribute.name}=${value}]`);
        }
      }
    }
    return found;
  }, selector);
}

test.describe("the trap", () => {
  /**
   * Puts markup that escaped the sanitiser into the page, and calls alert from the test itself.
   */
  async function injectControl({ page }: Trapped) {
    await visit(page, PATHS.start);
    await page.evaluate((evil) => {
      document.body.insertAdjacentHTML(
        "beforeend",
        `<img src=x onerror="__xss('control-handler')">` +
          `<iframe srcdoc="<script>__xss('control-frame')</script>"></iframe>` +
          `<img src="${evil}/control-request">`,
      );
      setTimeout(() => alert("control-alert"));
    }, EVIL_ORIGIN);
  }

  test("catches a handler, a dialog, a frame's call and a request to the evil origin (control)", async ({
    browser,
  }) => {
    const trapped = await trappedContext(browser);
    await injectControl(trapped);
    // The handler waits for the image's failed request: on a busy machine that can take seconds.
    await expect
      .poll(() => new Set(trapped.hits))
      .toEqual(
        new Set([
          "__xss:control-handler",
          "__xss:control-frame",
          "alert:control-alert",
          `request:${EVIL_ORIGIN}/control-request`,
        ]),
      );
    await trapped.context.close();
  });

  test("behind the sanitiser, the pages' policy alone stops the handler, the frame's script and the request", async ({
    browser,
  }) => {
    const trapped = await trappedContext(browser, { policy: true });
    const { page, hits } = trapped;
    await injectControl(trapped);
    await expect.poll(() => hits).toContain("alert:control-alert");
    // What the policy stops had its chance: both images failed and the frame has loaded.
    await expect
      .poll(() =>
        page.evaluate(() => ({
          images: [
            ...document.querySelectorAll<HTMLImageElement>("body > img"),
          ].every((image) => image.complete),
          frame:
            document.querySelector<HTMLIFrameElement>("body > iframe")
              ?.contentDocument?.readyState,
        })),
      )
      .toEqual({ images: true, frame: "complete" });
    await handlerGrace(page);
    expect(new Set(hits)).toEqual(new Set(["alert:control-alert"]));
    await trapped.context.close();
  });
});

test.describe("content-service pages (sanitised with DOMPurify)", () => {
  const CONTENT_PAGES = [
    ["environmental-inspection", "Umweltinspektion"],
    ["legal-bases-guidelines", "Rechtsgrundlagen und Leitfäden"],
  ] as const;

  // Each alone in a page load, on the two content pages in turn.
  for (const [index, payload] of MUTATION_PAYLOADS.entries()) {
    const [path, title] = CONTENT_PAGES[index % CONTENT_PAGES.length]!;
    test(`mutation-XSS payload ${payload.id} alone on '${title}'`, async ({
      browser,
    }) => {
      const trapped = await trappedContext(browser);
      const { page } = trapped;
      await dev("POST", "/__dev/hostile", {
        cms: { [path]: probed([payload]) },
      });
      await visit(page, `${PATHS.root}/${path}`);
      await heading(page, title);
      const where = `${title}, ${payload.id}`;
      await assertNothingRan(trapped, where);
      await expect
        .poll(
          () => page.locator("main h2").allTextContents(),
          `${where}: probe heading lost`,
        )
        .toContain(probeTitle(payload));
      expect(
        await dangerousMarkup(page, "main [class*=SanitizedHtml]"),
        where,
      ).toEqual([]);
      deliver("CMS", 1);
      expect(trapped.errors).toEqual([]);
      await trapped.context.close();
    });
  }

  test("the whole corpus at once (a closer between payloads) on 'Rechtsgrundlagen und Leitfäden'", async ({
    browser,
  }) => {
    const trapped = await trappedContext(browser);
    const { page } = trapped;
    await dev("POST", "/__dev/hostile", {
      cms: { "legal-bases-guidelines": probed(XSS_PAYLOADS) },
    });
    await visit(page, PATHS.legalBasesGuidelines);
    await heading(page, "Rechtsgrundlagen und Leitfäden");
    await assertNothingRan(trapped, "Rechtsgrundlagen und Leitfäden");
    await expect
      .poll(async () => {
        const titles = await page.locator("main h2").allTextContents();
        return XSS_PAYLOADS.map(probeTitle).filter(
          (t) => !titles.includes(t) && !MAY_BE_SWALLOWED.has(t),
        );
      }, "probe headings lost")
      .toEqual([]);
    expect(await dangerousMarkup(page, "main [class*=SanitizedHtml]")).toEqual(
      [],
    );
    deliver("CMS", N);
    expect(trapped.errors).toEqual([]);
    await trapped.context.close();
  });

  test("the whole corpus opened directly at the API's URL: the sandboxing policy keeps it inert", async ({
    browser,
  }) => {
    const trapped = await trappedContext(browser, { policy: true });
    await dev("POST", "/__dev/hostile", {
      cms: { "legal-bases-guidelines": probed(XSS_PAYLOADS) },
    });
    const response = await trapped.page.goto(
      `${BASE_URL}/natippc/api/cms/legal-bases-guidelines`,
    );
    expect(response?.headers()["content-security-policy"] ?? "").toMatch(
      /\bsandbox\b/,
    );
    await assertNothingRan(trapped, "CMS at its own URL");
    deliver("CMS at its own URL", N);
    await trapped.context.close();
  });
});

test.describe("installation fields", () => {
  /** The register with every rewritten installation on one page. */
  async function registerWithEveryPayload(page: Page) {
    const register = new RegisterPage(page);
    // The ids of the rewritten installations all start with AT-IPPC-0000.
    await register.goto({ q: "AT-IPPC-0000", size: 100 });
    await expect(register.count).toBeVisible();
    await expect(register.rows.nth(TABLE_INSTALLATIONS - 1)).toBeVisible();
    return register;
  }

  test("register table", async ({ browser }) => {
    const trapped = await trappedContext(browser);
    const register = await registerWithEveryPayload(trapped.page);
    await assertNothingRan(trapped, "register table");
    await expect
      .poll(
        async () =>
          notShown(
            normalise((await register.table.textContent()) ?? ""),
            XSS_PAYLOADS.map((p) => p.payload),
          ),
        "register table: payload text not shown",
      )
      .toEqual([]);
    deliver("register table", N);
    expect(trapped.errors).toEqual([]);
    await trapped.context.close();
  });

  test("register tooltips", async ({ browser }) => {
    // A dozen tooltips, each opened and closed.
    test.setTimeout(60_000);
    const trapped = await trappedContext(browser);
    const { page } = trapped;
    const register = await registerWithEveryPayload(page);
    // Cut-off cells open a tooltip with the whole text on keyboard focus.
    const cutOff = register.table.locator("[tabindex='0']");
    await expect(cutOff.first(), "some payloads are cut off").toBeVisible();
    const tooltips = Math.min(await cutOff.count(), 12);
    const tooltip = page.getByRole("tooltip");
    for (let i = 0; i < tooltips; i++) {
      const cell = cutOff.nth(i);
      const text = normalise((await cell.textContent()) ?? "");
      await cell.focus();
      await expect(tooltip).toBeVisible();
      await expect
        .poll(
          async () => normalise((await tooltip.textContent()) ?? ""),
          `tooltip ${i} shows the text`,
        )
        .toContain(text);
      await page.keyboard.press("Escape");
      await expect(tooltip).toHaveCount(0);
    }
    await assertNothingRan(trapped, "register tooltips");
    deliver("tooltips", tooltips);
    expect(trapped.errors).toEqual([]);
    await trapped.context.close();
  });

  // Each details page shows one payload in every field.
  for (let k = 0; k < DETAIL_INSTALLATIONS; k++) {
    test(`details page of ${installationId(k)} with permits, inspections and the change history`, async ({
      browser,
    }) => {
      const trapped = await trappedContext(browser);
      const { page } = trapped;
      const details = new DetailsPage(page);
      const fields = installationFields(k);
      await details.goto(installationId(k));
      await expect(details.heading).toBeVisible();
      await details.showHistory.click();
      const history = page.getByRole("dialog");
      await expect(history).toBeVisible();
      const where = `details ${installationId(k)}`;
      await assertNothingRan(trapped, where);
      const { historyValue = "", ...pageFields } = fields;
      await expect
        .poll(
          async () => notShown(await mainText(page), Object.values(pageFields)),
          `${where}: payload text not shown`,
        )
        .toEqual([]);
      await expect
        .poll(
          async () =>
            notShown(normalise((await history.textContent()) ?? ""), [
              historyValue,
            ]),
          `${where}, history: payload text not shown`,
        )
        .toEqual([]);
      deliver("details", Object.keys(fields).length);
      expect(trapped.errors).toEqual([]);
      await trapped.context.close();
    });
  }
});

test.describe("saved filter names", () => {
  let trapped: Trapped;
  /** The owner's saved filters before the test, restored after it. */
  let ownerSettings: { name: string; value: string }[] = [];
  const settingsRequest = (
    method: string,
    query = "",
    form?: Record<string, string>,
  ) =>
    trapped.page.evaluate(
      async ({ path, method, form }) => {
        const xsrf = /(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1];
        const response = await fetch(path, {
          method: "POST",
          headers: {
            "X-XSRF-TOKEN": decodeURIComponent(xsrf ?? ""),
            ...(method === "POST" ? {} : { "X-HTTP-Method-Override": method }),
          },
          body: form ? new URLSearchParams(form) : undefined,
        });
        if (!response.ok)
          throw new Error(`${method} ${path}: ${response.status}`);
      },
      { path: `${FILTER_GROUP}${query}`, method, form },
    );
  const storedSettings = () =>
    trapped.page.evaluate(async (path) => {
      const response = await fetch(path);
      return (await response.json()) as { name: string; value: string }[];
    }, FILTER_GROUP);

  test.beforeEach(async ({ browser }) => {
    trapped = await trappedContext(browser);
    await signIn(trapped.page, "owner", PATHS.start);
    ownerSettings = await storedSettings();
  });

  test.afterEach(async () => {
    // Back to exactly the settings the owner had.
    const current = await storedSettings();
    await Promise.all(
      current.map(({ name }) =>
        settingsRequest("DELETE", `?name=${encodeURIComponent(name)}`),
      ),
    );
    await Promise.all(
      // Name and value only: the version the read answered is the store's, not a field to write.
      ownerSettings.map(({ name, value }) =>
        settingsRequest("POST", "", { name, value }),
      ),
    );
    await trapped.page.evaluate(() => fetch("/natippc/logout"));
    await trapped.context.close();
  });

  test("every payload as a saved filter's name, one of them selected, and one renamed in the UI", async () => {
    test.setTimeout(60_000);
    const { page } = trapped;
    await Promise.all(
      XSS_PAYLOADS.map((payload) =>
        settingsRequest("POST", "", {
          name: `${FILTER_PREFIX}${payload.id}`,
          value: JSON.stringify({
            name: payload.payload,
            enabled: true,
            criterias: {},
          }),
        }),
      ),
    );
    const chosen = payloadAt(0);
    await settingsRequest("POST", "", {
      name: "filters_ojs_selected_filter_key_installations",
      value: chosen.id,
    });
    const register = new RegisterPage(page);
    const filters = new FiltersPanel(page);
    await register.goto();
    await expect(register.count).toBeVisible();
    await filters.toggle.click();
    await expect(filters.list).toBeVisible();
    await assertNothingRan(trapped, "saved filters");
    await expect
      .poll(
        async () =>
          notShown(
            (await filters.labels()).map(normalise).join("\n"),
            XSS_PAYLOADS.map((p) => p.payload),
          ),
        "saved filters: payload text not shown",
      )
      .toEqual([]);
    deliver("filter names", N);

    // Through the UI: rename the selected filter to the longest payload, reload, find it again.
    const longest = XSS_PAYLOADS.reduce(
      (a, b) => (b.payload.length > a.payload.length ? b : a),
      payloadAt(0),
    );
    await filters.rename(longest.payload);
    // Reloaded only once the portal holds the new name and the page keeps no unstored change.
    await expect
      .poll(async () => {
        const stored = (await storedSettings()).find(
          ({ name }) => name === `${FILTER_PREFIX}${chosen.id}`,
        );
        const unstored = await page.evaluate(
          (prefix) =>
            Object.keys(sessionStorage).filter((key) => key.startsWith(prefix)),
          UNSTORED_KEY_PREFIX,
        );
        return {
          name: stored && (JSON.parse(stored.value) as { name: string }).name,
          unstored,
        };
      })
      .toEqual({ name: longest.payload, unstored: [] });
    await page.reload();
    await expect(register.count).toBeVisible();
    await filters.toggle.click();
    await expect(filters.list).toBeVisible();
    await assertNothingRan(trapped, "renamed filter");
    await expect
      .poll(
        async () => (await filters.labels()).map(normalise),
        "renamed filter shown",
      )
      .toContain(normalise(longest.payload));
    deliver("filter names", 1);
    expect(trapped.errors).toEqual([]);
  });
});

test.describe("search text", () => {
  /** A search field drops line breaks (HTML value sanitisation of type=search). */
  const asSearched = (text: string) => text.replace(/[\r\n]/g, "");
  const results = (page: Page) => new RegisterPage(page).count;
  /** The register's search for `searchText` (none for an empty one), answered. */
  const searchAnswer = (searchText: string) => (response: Response) => {
    const request = response.request();
    return (
      request.method() === "POST" &&
      new URL(response.url()).pathname === "/natippc/api/ippcInstallations" &&
      ((request.postDataJSON() as { searchText?: string } | null)?.searchText ??
        "") === searchText
    );
  };

  for (let from = 0; from < N; from += SEARCH_BATCH) {
    const batch = XSS_PAYLOADS.slice(from, from + SEARCH_BATCH);
    test(`typed into the register's search field: ${batch[0]?.id} to ${batch.at(-1)?.id}`, async ({
      browser,
    }) => {
      const trapped = await trappedContext(browser);
      const { page } = trapped;
      const register = new RegisterPage(page);
      await register.goto();
      await expect(results(page)).toBeVisible();
      const search = register.search;
      for (const [index, payload] of batch.entries()) {
        const text = asSearched(payload.payload).slice(0, SEARCH_MAX);
        // The last one waits for the debounced search to reach the address and the API.
        const last = index === batch.length - 1;
        const answered = last
          ? page.waitForResponse(searchAnswer(text.trim()))
          : null;
        // A re-render landing between fill's select-all and its insert leaves the caret at the
        // end, and the text is appended to the last one: that is the script's race, not a
        // user's. Filled again until the field holds the text.
        await expect(async () => {
          await search.fill(text);
          await expect(search).toHaveValue(text, { timeout: 1_000 });
        }, payload.id).toPass({ timeout: 10_000 });
        if (answered) {
          await expect(page).toHaveURL(
            (url) =>
              url.searchParams.get("q") === text.trim() ||
              url.searchParams.get("q") === text,
          );
          await answered;
          await expect(results(page)).toBeVisible();
        }
      }
      await assertNothingRan(trapped, "search field");
      deliver("search field", batch.length);
      expect(trapped.errors).toEqual([]);
      await trapped.context.close();
    });
  }

  // A page load per payload would take minutes: every 32nd, across the categories.
  for (const payload of XSS_PAYLOADS.filter((_, i) => i % 32 === 0)) {
    test(`${payload.id} given in the address as ?q=`, async ({ browser }) => {
      const trapped = await trappedContext(browser);
      const { page } = trapped;
      const register = new RegisterPage(page);
      await register.goto({ q: payload.payload });
      await expect(results(page)).toBeVisible();
      await assertNothingRan(trapped, `?q= ${payload.id}`);
      await expect(register.search, `?q= ${payload.id}`).toHaveValue(
        asSearched(payload.payload),
      );
      deliver("?q=", 1);
      expect(trapped.errors).toEqual([]);
      await trapped.context.close();
    });
  }
});

test.describe("firewall page", () => {
  test("the whole corpus as the firewall's 400 page, shown in 'Firewall Ablehnung'", async ({
    browser,
  }) => {
    const trapped = await trappedContext(browser);
    const { page } = trapped;
    await dev("POST", "/__dev/hostile", {
      firewallBody: `<!DOCTYPE html><html><head><title>Blocked</title></head><body><h1>Anfrage abgelehnt</h1>${probed(XSS_PAYLOADS)}</body></html>`,
    });
    await dev("POST", "/__dev/faults", {
      path: "/natippc/api/ippcInstallations",
      method: "POST",
      mode: "firewall",
      times: 1,
    });
    await new RegisterPage(page).goto();
    const dialog = page.getByRole("dialog", { name: "Firewall Ablehnung" });
    await expect(dialog).toBeVisible();
    await assertNothingRan(trapped, "firewall page", { frameRequests: true });
    const frame = page.frameLocator('iframe[title="Antwort der Firewall"]');
    await expect(
      frame.locator("h1").filter({ hasText: "Anfrage abgelehnt" }),
    ).toBeVisible();
    await expect(
      frame.locator("h2"),
      "every probe heading readable",
    ).toHaveCount(N);
    deliver("firewall page", N);
    await dialog.getByRole("button", { name: "Schließen" }).first().click();
    await heading(page, "Anlagenregister");
    expect(trapped.errors).toEqual([]);
    await trapped.context.close();
  });
});
