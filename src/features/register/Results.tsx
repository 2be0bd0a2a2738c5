import { useEffect } from "react";
import {
  keepPreviousData,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { useHttp } from "../../api/HttpContext";
import { installationSearchQueryOptions } from "../../api/endpoints/installations";
import { useToday } from "../../api/endpoints/time";
import { useAfterFirstLoad } from "../../framework/chrome";
import { FILTER_RESULT_TEXTS } from "../../i18n/filterResults";
import { formatCount } from "../../i18n/format";
import { REGISTER_TEXTS } from "../../i18n/register";
import { Alert, ALERT_TYPES } from "../../ui/alert";
import { whenIdle } from "../../ui/scheduling";
import { Spinner } from "../../ui/spinner";
import { SPINNER_DELAY_MS } from "../../ui/tokens";
import { InstallationCards, InstallationTable } from "./InstallationTable";
import { Pagination } from "./Pagination";
import { type SearchBody, type SortField } from "../../api/installationSearch";
import { pageCount } from "./registerView";
import type { UpdateView } from "./useRegisterView";
import { Button } from "../../ui/button";
import styles from "./Register.module.css";
import { prefetchUnlessRefused } from "../../api/prefetch";

const TEXTS = REGISTER_TEXTS;

/** Ways out of an empty result; each only when it would change something. */
export interface EmptyActions {
  clearSearch?: () => void;
  adjustFilter?: () => void;
  showAll?: () => void;
}

/**
 * One page of the search, straight from the server (sorting and paging too: never everything).
 * While the next answer is on its way the previous one stays, marked busy, so typing does not
 * blank the table; the following page is fetched ahead, so 'Nächste Seite' answers at once.
 */
export function Results({
  body,
  isMobile,
  bvtNames,
  update,
  onSort,
  emptyActions,
}: {
  body: SearchBody;
  isMobile: boolean;
  bvtNames: ReadonlyMap<string, string>;
  update: UpdateView;
  onSort: (field: SortField) => void;
  emptyActions: EmptyActions;
}) {
  const http = useHttp();
  const queryClient = useQueryClient();
  const today = useToday(useAfterFirstLoad());
  const query = useQuery({
    ...installationSearchQueryOptions(http, body),
    placeholderData: keepPreviousData,
  });
  const data = query.data;
  const current = data !== undefined && !query.isPlaceholderData;
  const pages = data ? pageCount(data.total, body.pageSize) : 1;

  const nextPage = current && body.page + 1 < pages ? body.page + 1 : null;
  // The next page is fetched ahead once the browser is idle after showing this one.
  useEffect(() => {
    if (nextPage === null) return;
    return whenIdle(
      () =>
        void prefetchUnlessRefused(
          queryClient,
          installationSearchQueryOptions(http, { ...body, page: nextPage }),
        ),
    );
  }, [nextPage, body, http, queryClient]);

  // A link to a page the list no longer has: its last page instead.
  const beyondEnd = current && data.items.length === 0 && data.total > 0;
  useEffect(() => {
    if (beyondEnd)
      update((view) => ({ ...view, page: pages - 1 }), { replace: true });
  }, [beyondEnd, pages, update]);

  if (!data) {
    return query.isError ? (
      <SearchFailed onRetry={() => void query.refetch()} />
    ) : (
      <div className={styles.pending}>
        <Spinner delayMs={SPINNER_DELAY_MS} />
      </div>
    );
  }

  const label = TEXTS.caption(
    formatCount(data.total),
    formatCount(data.page + 1),
    formatCount(pageCount(data.total, data.pageSize)),
  );
  const list = {
    items: data.items,
    label,
    busy: query.isPlaceholderData,
    bvtNames,
    today,
  };
  return (
    <>
      <p role="status" className={styles.count}>
        {data.total === 0 ? TEXTS.empty : FILTER_RESULT_TEXTS.count(data.total)}
      </p>
      {query.isError && <SearchFailed onRetry={() => void query.refetch()} />}
      {data.total === 0 ? (
        <EmptyState actions={emptyActions} />
      ) : (
        <>
          {isMobile ? (
            <InstallationCards {...list} />
          ) : (
            <InstallationTable
              {...list}
              sort={body.near ? null : body.sort}
              onSort={onSort}
            />
          )}
          <Pagination
            page={body.page}
            pages={pages}
            pageSize={body.pageSize}
            onPage={(page) => update((view) => ({ ...view, page }))}
            onPageSize={(pageSize) =>
              // The first row shown stays on the page shown.
              update((view) => ({
                ...view,
                pageSize,
                page: Math.floor((view.page * view.pageSize) / pageSize),
              }))
            }
          />
        </>
      )}
    </>
  );
}

function SearchFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert
      type={ALERT_TYPES.Danger}
      title={FILTER_RESULT_TEXTS.searchFailed}
      live
    >
      <RetryButton onRetry={onRetry} />
    </Alert>
  );
}

export function RetryButton({ onRetry }: { onRetry: () => void }) {
  return (
    <Button type="button" size="small" onClick={onRetry}>
      {TEXTS.retry}
    </Button>
  );
}

function EmptyState({ actions }: { actions: EmptyActions }) {
  const offered = [
    { label: TEXTS.clearSearch, onClick: actions.clearSearch },
    { label: TEXTS.adjustFilter, onClick: actions.adjustFilter },
    { label: TEXTS.showAll, onClick: actions.showAll },
  ].filter((action) => action.onClick);
  return (
    <div className={styles.empty}>
      <p>{TEXTS.emptyHint}</p>
      {offered.length > 0 && (
        <div className={styles.emptyActions}>
          {offered.map((action) => (
            <Button
              key={action.label}
              type="button"

              onClick={action.onClick}
            >
              {action.label}
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}
