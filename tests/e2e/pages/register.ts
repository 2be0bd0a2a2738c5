import type { Locator, Page, Response } from "@playwright/test";
import { FILTER_TEXTS } from "../../../src/i18n/filters";
import { REGISTER_TEXTS } from "../../../src/i18n/register";
import { PATHS, registerPath, type RegisterQuery } from "./paths";
import { visit } from "./session";

/** The result count's text, 'N Anlagen gefunden' or 'Keine Anlagen gefunden'; its `source` for page scripts. */
export const RESULT_COUNT = /Anlagen? gefunden/;

const BODY_ROWS = "tbody tr";

/** The installations register: its search, result count, table, paging and exports. */
export class RegisterPage {
  constructor(readonly page: Page) {}

  /** Loads the register with `query` in its address. */
  goto(query?: RegisterQuery, base?: string) {
    return visit(this.page, registerPath(query), base);
  }

  /** 'Anlagen durchsuchen'. */
  get search(): Locator {
    return this.page.getByRole("searchbox", {
      name: FILTER_TEXTS.results.search,
    });
  }

  /** 'Ort oder PLZ'. */
  get place(): Locator {
    return this.page.getByRole("combobox", {
      name: REGISTER_TEXTS.place.label,
    });
  }

  /** An overview choice ('Alle Anlagen', 'Meine Anlagen', …) of a signed-in user. */
  overview(label: string): Locator {
    return this.page.getByRole("radio", { name: label });
  }

  /** 'N Anlagen gefunden' or 'Keine Anlagen gefunden': there once a search has answered. */
  get count(): Locator {
    return this.page.getByText(RESULT_COUNT);
  }

  /**
   * What shows a search on its way: the results marked busy (the previous answer stays while the
   * next is fetched), or a spinner. None once the search has been answered and shown.
   */
  get busy(): Locator {
    return this.page.locator(
      "#natippc-container [aria-busy='true'], #natippc-container [role=status][aria-label]",
    );
  }

  /**
   * The answer to the next search for a first page (POST /api/ippcInstallations, page 0) whose
   * request body passes `match`: wait for it before the action that sets the search off. (The
   * page after the one shown is fetched ahead once it is on the screen, maybe meanwhile.)
   */
  searchAnswer(
    match: (body: Record<string, unknown>) => boolean = () => true,
  ): Promise<Response> {
    return this.page.waitForResponse((response) => {
      const request = response.request();
      if (
        !response.url().endsWith("/api/ippcInstallations") ||
        request.method() !== "POST"
      )
        return false;
      const body = request.postDataJSON() as Record<string, unknown>;
      return body.page === 0 && match(body);
    });
  }

  /** The number in the result count (0 for 'Keine Anlagen gefunden'). */
  async total(): Promise<number> {
    const text = (await this.count.textContent()) ?? "";
    return Number(text.replace(/\D/g, "") || "0");
  }

  /** The result table (at desktop width; a phone gets cards). */
  get table(): Locator {
    return this.page.locator("main table");
  }

  get rows(): Locator {
    return this.table.locator(BODY_ROWS);
  }

  /** The cells of the table's `column`th column (from 1), row by row. */
  column(column: number): Locator {
    return this.table.locator(`${BODY_ROWS} > :nth-child(${column})`);
  }

  /** The link to the details page in the row at `index`. */
  rowLink(index = 0): Locator {
    return this.rows.nth(index).getByRole("link");
  }

  /** Links to details pages, in the table and in the cards alike. */
  get detailsLinks(): Locator {
    return this.page.locator(`main a[href^="${PATHS.details("")}"]`);
  }

  /** A column's sort button in the table head. */
  sortButton(column: string): Locator {
    return this.table.getByRole("button", { name: column, exact: true });
  }

  get pagination(): Locator {
    return this.page.getByRole("navigation", {
      name: REGISTER_TEXTS.pagination.label,
    });
  }

  get nextPage(): Locator {
    return this.pagination.getByRole("button", {
      name: REGISTER_TEXTS.pagination.next,
    });
  }

  get excelExport(): Locator {
    return this.page.getByRole("button", { name: REGISTER_TEXTS.export.excel });
  }

  get gisExport(): Locator {
    return this.page.getByRole("button", { name: REGISTER_TEXTS.export.gis });
  }

  /** The notice of a signed-in user's Excel export: the file will be in 'Aufträge'. */
  get excelStarted(): Locator {
    return this.page.getByText(REGISTER_TEXTS.export.excelStarted);
  }

  /** Opens the details page of the row at `index`. */
  async openDetails(index = 0): Promise<void> {
    await this.rowLink(index).click();
  }
}
