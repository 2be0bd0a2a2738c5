import type { Locator, Page } from "@playwright/test";
import { T } from "../../../src/i18n/de";
import { DETAILS_TEXTS } from "../../../src/i18n/details";
import { PATHS } from "./paths";
import { visit } from "./session";

/** An installation's details page: its title, sections and the change history ('Versionierung'). */
export class DetailsPage {
  constructor(readonly page: Page) {}

  goto(id: string) {
    return visit(this.page, PATHS.details(id));
  }

  private get app(): Locator {
    return this.page.locator("#natippc-container");
  }

  /** The page's heading, whatever it says: the installation's name once it has loaded. */
  get heading(): Locator {
    return this.page.locator("main h1");
  }

  /** The page's heading once it says `name`. */
  title(name: string): Locator {
    return this.app.getByRole("heading", { level: 1, name, exact: true });
  }

  /** A section's heading button, which collapses and expands it. */
  section(name: string): Locator {
    return this.app
      .getByRole("heading", { level: 2, name, exact: true })
      .getByRole("button");
  }

  get expandAll(): Locator {
    return this.app.getByRole("button", { name: T.ui.expandAll });
  }

  get collapseAll(): Locator {
    return this.app.getByRole("button", { name: T.ui.collapseAll });
  }

  /** 'Inhalt dieser Seite', the links to the sections. */
  get contents(): Locator {
    return this.app.getByRole("navigation", { name: DETAILS_TEXTS.toc });
  }

  /** The header's 'Versionierung' button. */
  get historyButton(): Locator {
    return this.app.getByRole("button", {
      name: T.ui.versioning,
      exact: true,
    });
  }

  /** 'Änderungsverlauf anzeigen' beside the last change in the overview. */
  get showHistory(): Locator {
    return this.page.getByRole("button", {
      name: DETAILS_TEXTS.overview.showHistory,
    });
  }

  /** The change history, a dialog named 'Versionierung'. */
  get history(): Locator {
    return this.page.getByRole("dialog", { name: T.ui.versioning });
  }

  /** Opens the change history from the header and waits for its versions. */
  async openHistory(): Promise<Locator> {
    await this.historyButton.click();
    await this.history.waitFor();
    await this.history
      .getByText(/^Version \d+: /)
      .first()
      .waitFor();
    return this.history;
  }
}
