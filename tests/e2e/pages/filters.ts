import type { Locator, Page, Request } from "@playwright/test";
import { FILTER_SETTINGS_GROUP } from "../../../src/api/http";
import { UNSTORED_KEY_PREFIX } from "../../../src/framework/filters/storageKeys";
import { FILTER_TEXTS } from "../../../src/i18n/filters";
import { FRAME_TEXTS } from "../../../src/i18n/frame";

/** The portal's user settings, where the saved filters and the selected one are stored. */
const USER_SETTINGS = /\/portal\/api\/userSettings(\/|\?|$)/;
/** How long `settled()` waits for the portal to confirm the changes. */
const SETTLED_TIMEOUT_MS = 30_000;

/**
 * The page's requests to the user settings that have no answer yet, counted from the first
 * `FiltersPanel` of the page on (before the test changes a filter): one set per page.
 */
class SettingsRequests {
  private readonly open = new Set<Request>();
  private readonly idleWaiters: (() => void)[] = [];

  constructor(page: Page) {
    page.on("request", (request) => {
      if (USER_SETTINGS.test(request.url())) this.open.add(request);
    });
    const ended = (request: Request) => {
      this.open.delete(request);
      if (this.open.size > 0) return;
      for (const resolve of this.idleWaiters.splice(0)) resolve();
    };
    page.on("requestfinished", ended);
    page.on("requestfailed", ended);
  }

  get pending(): string[] {
    return [...this.open].map(
      (request) => `${request.method()} ${request.url()}`,
    );
  }

  /** Resolves once none is on its way; rejects after `timeout` ms. */
  idle(timeout: number): Promise<void> {
    if (this.open.size === 0) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error("user settings requests still open")),
        timeout,
      );
      this.idleWaiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}

const settingsRequests = new WeakMap<Page, SettingsRequests>();

function requestsOf(page: Page): SettingsRequests {
  let requests = settingsRequests.get(page);
  if (!requests) {
    requests = new SettingsRequests(page);
    settingsRequests.set(page, requests);
  }
  return requests;
}

/** The register's side filter page: the saved filters and their criteria. */
export class FiltersPanel {
  private readonly requests: SettingsRequests;

  constructor(readonly page: Page) {
    this.requests = requestsOf(page);
  }

  /** The header's 'Filter' button, which opens and closes the panel. */
  get toggle(): Locator {
    return this.page.locator("#natippc-container header").getByRole("button", {
      name: new RegExp(`^${FRAME_TEXTS.header.filter}`),
    });
  }

  /** The toggle while it warns that the saved filters could not be loaded. */
  get loadWarning(): Locator {
    return this.toggle.filter({ hasText: FRAME_TEXTS.header.filterLoadFailed });
  }

  get region(): Locator {
    return this.page.getByRole("region", {
      name: FILTER_TEXTS.sidePage.title,
      exact: true,
    });
  }

  /** 'Filter auswählen': the saved filters, one radio each. */
  get list(): Locator {
    return this.region.getByRole("group", { name: FILTER_TEXTS.saved.list });
  }

  /** Opens the panel unless it is open, and waits for the saved filters. */
  async open(): Promise<Locator> {
    if (!(await this.region.isVisible())) await this.toggle.click();
    await this.list.waitFor();
    return this.region;
  }

  /** A saved filter's radio, by its name. */
  filter(name: string, options: { exact?: boolean } = {}): Locator {
    return this.list.getByLabel(name, options);
  }

  /** The saved filters' names as listed, 'Kein Filter' included: for web-first assertions. */
  get names(): Locator {
    return this.list.locator("label");
  }

  /** The saved filters' names as listed, 'Kein Filter' included. */
  labels(): Promise<string[]> {
    return this.names.allTextContents();
  }

  /**
   * The selected saved filter as shown, its text the name ('… (*)' while it has unsaved
   * changes): for web-first assertions.
   */
  get selected(): Locator {
    return this.list.locator("div", {
      has: this.page.locator("input:checked"),
    });
  }

  /** The selected saved filter's name as shown ('… (*)' while it has unsaved changes). */
  async selectedName(): Promise<string> {
    return (await this.selected.textContent()) ?? "";
  }

  /**
   * Waits until the portal has confirmed every change to the saved filters: the changes the page
   * keeps unstored are gone from its session storage (the page clears an entry once the portal has
   * answered its write), and no request to the user settings (the selected filter's write comes
   * after the filters') is still without its answer.
   * (`waitForLoadState("networkidle")` does not wait: it was reached once, during the load.)
   */
  async settled(): Promise<void> {
    try {
      await this.page.waitForFunction(
        (prefix) =>
          !Object.keys(sessionStorage).some((key) => key.startsWith(prefix)),
        UNSTORED_KEY_PREFIX,
        { timeout: SETTLED_TIMEOUT_MS },
      );
      await this.requests.idle(SETTLED_TIMEOUT_MS);
    } catch (error) {
      // Why not: what is kept, what is still on its way, and what the page says about it.
      const unstored = await this.page.evaluate(
        (prefix) =>
          Object.keys(sessionStorage)
            .filter((key) => key.startsWith(prefix))
            .map((key) => `${key}: ${sessionStorage.getItem(key)}`),
        UNSTORED_KEY_PREFIX,
      );
      const alerts = await this.page
        .locator('[role="alert"], [role="status"]')
        .allTextContents();
      throw new Error(
        `Changes to saved filters not confirmed after ${SETTLED_TIMEOUT_MS / 1000} s ` +
          `(${String(error)}):\n${unstored.join("\n")}\n` +
          `Still on its way: ${this.requests.pending.join(", ")}\n` +
          `The page says: ${alerts.filter(Boolean).join(" | ")}`,
      );
    }
  }

  /** A criterion's value, such as a Bundesland. */
  criterion(name: string): Locator {
    return this.region.getByRole("checkbox", { name });
  }

  private button(name: string): Locator {
    return this.region.getByRole("button", { name });
  }

  get newFilterButton(): Locator {
    return this.button(FILTER_TEXTS.saved.add);
  }

  get renameButton(): Locator {
    return this.button(FILTER_TEXTS.saved.rename);
  }

  get duplicateButton(): Locator {
    return this.button(FILTER_TEXTS.saved.duplicate);
  }

  get saveButton(): Locator {
    return this.button(FILTER_TEXTS.saved.save);
  }

  get deleteButton(): Locator {
    return this.button(FILTER_TEXTS.saved.delete);
  }

  get applyButton(): Locator {
    return this.button(FILTER_TEXTS.sidePage.apply);
  }

  /** The rename form's field. */
  get nameField(): Locator {
    return this.region.getByRole("textbox", {
      name: FILTER_TEXTS.saved.nameLabel,
    });
  }

  /** 'Filter löschen', the confirmation of a delete. */
  get deleteDialog(): Locator {
    return this.page.getByRole("dialog", {
      name: FILTER_TEXTS.saved.deleteTitle,
    });
  }

  /** 'Löschen' in the confirmation. */
  get confirmDelete(): Locator {
    return this.deleteDialog.getByRole("button", {
      name: FILTER_TEXTS.saved.delete,
    });
  }

  /** The applied criteria above the results. */
  get bar(): Locator {
    return this.page.getByRole("region", {
      name: FRAME_TEXTS.header.filterBar,
    });
  }

  /**
   * The choice offered for a saved filter another tab changed meanwhile, by the name this tab
   * shows; its buttons 'Meine Fassung speichern' and 'Andere Fassung übernehmen'.
   */
  conflict(name: string): {
    group: Locator;
    keepMine: Locator;
    takeTheirs: Locator;
  } {
    const group = this.region.getByRole("group", {
      name: FILTER_TEXTS.conflict.changed(name),
    });
    return {
      group,
      keepMine: group.getByRole("button", {
        name: FILTER_TEXTS.conflict.keepMine,
      }),
      takeTheirs: group.getByRole("button", {
        name: FILTER_TEXTS.conflict.takeTheirs,
      }),
    };
  }

  /** Renames the selected filter through the rename form (Enter confirms). */
  async rename(name: string): Promise<void> {
    await this.renameButton.click();
    await this.nameField.fill(name);
    await this.nameField.press("Enter");
  }

  /** Deletes the selected filter, confirming in the dialog. */
  async delete(): Promise<void> {
    await this.deleteButton.click();
    await this.confirmDelete.click();
  }
}

/** Removes the signed-in user's saved filters through the portal API, as the page's user. */
export async function removeSavedFilters(page: Page): Promise<void> {
  await page.evaluate(async (group) => {
    const path = `/portal/api/userSettings/${group}`;
    const xsrf = /(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? "";
    const settings = (await (await fetch(path)).json()) as { name: string }[];
    for (const { name } of settings) {
      await fetch(`${path}?name=${encodeURIComponent(name)}`, {
        method: "POST",
        headers: {
          "X-XSRF-TOKEN": decodeURIComponent(xsrf),
          "X-HTTP-Method-Override": "DELETE",
        },
      });
    }
  }, FILTER_SETTINGS_GROUP);
}
