import type { Locator, Page } from "@playwright/test";
import { FILTER_SETTINGS_GROUP } from "../../../src/api/http";
import { JOURNAL_KEY_PREFIX } from "../../../src/framework/filters/journal";
import { FILTER_TEXTS } from "../../../src/i18n/filters";
import { FRAME_TEXTS } from "../../../src/i18n/frame";
import { networkQuiet } from "../network";

/** The register's side filter page: the saved filters and their criteria. */
export class FiltersPanel {
  constructor(readonly page: Page) {}

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

  /** The saved filters' names as listed, 'Kein Filter' included. */
  labels(): Promise<string[]> {
    return this.list.locator("label").allTextContents();
  }

  /** The selected saved filter's name as shown ('… (*)' while it has unsaved changes). */
  async selectedName(): Promise<string> {
    return (
      (await this.list
        .locator("div", { has: this.page.locator("input:checked") })
        .textContent()) ?? ""
    );
  }

  /**
   * Waits until the portal has confirmed every change to the saved filters: the page's journal
   * of unstored changes is gone from localStorage, and no answer has come for half a second.
   * (`waitForLoadState("networkidle")` does not wait: it was reached once, during the load.)
   */
  async settled(): Promise<void> {
    const unstored = () =>
      this.page.evaluate(
        (prefix) =>
          Object.keys(localStorage)
            .filter((key) => key.startsWith(prefix))
            .map((key) => `${key}: ${localStorage.getItem(key)}`),
        JOURNAL_KEY_PREFIX,
      );
    for (let tries = 0; tries < 100; tries += 1) {
      if ((await unstored()).length === 0) return networkQuiet(this.page);
      await this.page.waitForTimeout(200);
    }
    // Why not: what is kept, and what the page says about it.
    const alerts = await this.page
      .locator('[role="alert"], [role="status"]')
      .allTextContents();
    throw new Error(
      `Changes to saved filters not confirmed after 20 s:\n${(await unstored()).join("\n")}\n` +
        `The page says: ${alerts.filter(Boolean).join(" | ")}`,
    );
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
