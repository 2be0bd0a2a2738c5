import { useSetAtom, type PrimitiveAtom } from "jotai";
import { useEffect, type ReactNode } from "react";
import { T } from "../../i18n/de";
import { InfoText, type InfoTextProps } from "../../ui/info-text";
import { pageHasFilterAtom } from "../chrome";
import { HelpdeskBox } from "../help";
import { useHistory, type HistoryConfig } from "../history";
import { ActionBar } from "./ActionBar";
import { PageSearch, type PageSearchProps } from "./PageSearch";
import { ProcessBar } from "./ProcessBar";
import type { ToolbarAction } from "./toolbar";
import styles from "./Page.module.css";

export interface PageProps {
  /** The page's only h1, also the document title. */
  title: string;
  subtitle?: ReactNode;
  search?: PageSearchProps;
  /** The page offers the side filter: the header shows its button while the page is mounted. */
  filter?: boolean;
  /** The page's history: the header shows the history button, the panel lists it. */
  history?: HistoryConfig | null;
  actions?: readonly ToolbarAction[];
  processActions?: readonly ToolbarAction[];
  /** Page-level validation summary, above the content (e.g. the ErrorSummary of src/ui/form). */
  validationSummary?: ReactNode;
  info?: InfoTextProps;
  /** The helpdesk box 'Hilfe' at the end of the page; on by default. */
  helpdesk?: boolean;
  children?: ReactNode;
}

/** The page chrome (SPEC §2): title bar, search, toolbars, summary, info box, the page, help. */
export function Page({
  title,
  subtitle,
  search,
  filter = false,
  history,
  actions = [],
  processActions = [],
  validationSummary,
  info,
  helpdesk = true,
  children,
}: PageProps) {
  useDocumentTitle(title);
  useFlagWhileMounted(pageHasFilterAtom, filter);
  useHistory(history);
  const hasBars = actions.length > 0 || processActions.length > 0;

  return (
    <div className={styles.page}>
      <div className={styles.titleBar}>
        <div className={styles.titles}>
          <h1 className={styles.title}>{title}</h1>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        </div>
        {search && <PageSearch {...search} />}
      </div>
      {hasBars && (
        <div className={styles.bars}>
          {actions.length > 0 && <ActionBar actions={actions} />}
          {processActions.length > 0 && <ProcessBar actions={processActions} />}
        </div>
      )}
      {validationSummary}
      {info && (
        <div className={styles.info}>
          <InfoText {...info} />
        </div>
      )}
      {children}
      {helpdesk && <HelpdeskBox />}
    </div>
  );
}

function useDocumentTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} – ${T.app.title}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

/** Raises a header flag while the page is mounted with it, and lowers it on unmount. */
function useFlagWhileMounted(flag: PrimitiveAtom<boolean>, on: boolean) {
  const set = useSetAtom(flag);
  useEffect(() => {
    if (!on) return;
    set(true);
    return () => set(false);
  }, [on, set]);
}
