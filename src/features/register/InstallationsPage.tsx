import { Suspense, useEffect, useMemo } from "react";
import { useAtomValue, useSetAtom } from "jotai";
import { useSearchParams } from "react-router";
import { useFilterMetadata } from "../../api/endpoints/filter";
import type { FilterMetadata } from "../../api/types";
import {
  linkCriteria,
  useEarlyCriteria,
  type Criteria,
  type FilterDefinition,
} from "../../framework/filters";
import {
  FilterLayout,
  preloadPageFilter,
  usePageFilter,
} from "../../framework/page-filter";
import { LAYOUTS, sideFilterOpenAtom, useLayout } from "../../framework/chrome";
import { lazyWithPreload, useOpenedOnce } from "../../framework/lazy";
import { Page as PageFrame, type PageSearchProps } from "../../framework/page";
import { useSession } from "../../framework/session";
import { T } from "../../i18n/de";
import { FILTER_RESULT_TEXTS } from "../../i18n/filterResults";
import { REGISTER_TEXTS } from "../../i18n/register";
import { Alert, ALERT_TYPES } from "../../ui/alert";
import { Spinner } from "../../ui/spinner";
import { SPINNER_DELAY_MS } from "../../ui/tokens";
import { Icon } from "../../ui/icons";
import {
  criterionOptions,
  useReferenceNames,
  type ReferenceNames,
} from "./referenceLists";
import {
  DisplayChoice,
  NearChoice,
  OverviewChoice,
  PlaceSearch,
  SortSelect,
} from "./RegisterControls";
import { RegisterMap } from "./RegisterMap";
import { OpenData } from "./OpenData";
import { RetryButton, Results } from "./Results";
import {
  PAGE_PARAMS,
  SEARCH_CRITERION_IDS,
  type RegisterView,
} from "../../api/installationSearch";
import { INSTALLATIONS_FILTER_ID, nextSort } from "./registerView";
import { excelExportTaskIdAtom } from "./exportState";
import { useRegisterExports } from "./useRegisterExports";
import { useRegisterOverview } from "./useRegisterOverview";
import { useEarlySearch, useRegisterSearch } from "./useRegisterSearch";
import {
  useRegisterView,
  useSearchText,
  type UpdateView,
} from "./useRegisterView";
import styles from "./Register.module.css";

// What became of an export loads with the first export (or a task followed from before): the
// first rows do not need it.
const ExportStatus = lazyWithPreload("export-status", () =>
  import(/* webpackChunkName: "export-status" */ "./ExportStatus").then(
    (module) => module.ExportStatus,
  ),
);

/** The server takes 200 characters of search text; the chosen place joins the typed words. */
const SEARCH_MAX_LENGTH = 150;

function filterDefinition(
  metadata: FilterMetadata,
  names: ReferenceNames,
): FilterDefinition {
  return {
    id: INSTALLATIONS_FILTER_ID,
    defaultEnabled: true,
    isDefaultExpanded: true,
    criterias: metadata.criterias.map((criterion) => ({
      id: criterion.id,
      label: criterion.label,
      category: criterion.category,
      defaultValue: [],
      options: criterionOptions(criterion, names),
    })),
  };
}

function optionLabels(definition: FilterDefinition, criterionId: string) {
  const criterion = definition.criterias.find(({ id }) => id === criterionId);
  return new Map(
    (criterion?.options ?? []).map(({ value, label }) => [value, label]),
  );
}

/** The installations register: search, filter, overview, sortable paged table, exports. */
export function InstallationsPage() {
  const metadata = useFilterMetadata();
  const { view, update } = useRegisterView();
  const searchText = useSearchText(view.searchText);
  // Every criterion defaults to none (filterDefinition): without a link or a selected saved filter
  // the search needs no metadata, and is not kept waiting for it.
  const earlyCriteria = useEarlyCriteria(
    INSTALLATIONS_FILTER_ID,
    SEARCH_CRITERION_IDS,
  );
  // A signed-in user's criteria come with the filter's machinery (their saved filters): it loads
  // beside the metadata rather than after it.
  const signedIn = useSession().isLoggedIn;
  useEffect(() => {
    if (signedIn) preloadPageFilter();
  }, [signedIn]);
  const overview = useRegisterOverview();
  useEarlySearch({
    view,
    // Once the definition is there, the page's own list searches (with these criteria until the
    // filter says its own): a failed early search is not asked again behind its back.
    criteria: metadata.data ? null : earlyCriteria,
    overview: overview.ready ? overview.overview : null,
  });
  const search: PageSearchProps = {
    label: FILTER_RESULT_TEXTS.search,
    help: REGISTER_TEXTS.help.search,
    value: searchText.text,
    onChange: searchText.setText,
    maxLength: SEARCH_MAX_LENGTH,
  };
  if (metadata.data)
    return (
      <Register
        metadata={metadata.data}
        earlyCriteria={earlyCriteria}
        view={view}
        update={update}
        search={search}
        onSearchCommitted={searchText.committed}
      />
    );
  return (
    <PageFrame title={T.routes.installations} filter search={search}>
      {metadata.isError ? (
        <Alert
          type={ALERT_TYPES.Danger}
          title={FILTER_RESULT_TEXTS.metadataFailed}
          live
        >
          <RetryButton onRetry={() => void metadata.refetch()} />
        </Alert>
      ) : (
        <div className={styles.pending}>
          <Spinner delayMs={SPINNER_DELAY_MS} />
        </div>
      )}
    </PageFrame>
  );
}

function Register({
  metadata,
  earlyCriteria,
  view,
  update,
  search,
  onSearchCommitted,
}: {
  metadata: FilterMetadata;
  earlyCriteria: Criteria | null;
  view: RegisterView;
  update: UpdateView;
  search: PageSearchProps;
  onSearchCommitted: (text: string) => void;
}) {
  const overview = useRegisterOverview();
  const [params] = useSearchParams();
  const openFilter = useSetAtom(sideFilterOpenAtom);
  const names = useReferenceNames(
    metadata,
    overview.options.length > 1 ||
      linkCriteria(params, SEARCH_CRITERION_IDS) !== null,
  );
  const definition = useMemo(
    () => filterDefinition(metadata, names),
    [metadata, names],
  );
  const bvtNames = useMemo(() => optionLabels(definition, "bvt"), [definition]);
  const landNames = useMemo(
    () => optionLabels(definition, "bundesland"),
    [definition],
  );
  const { criteria, panel } = usePageFilter(
    definition,
    PAGE_PARAMS,
    earlyCriteria,
  );
  const body = useRegisterSearch({
    view,
    update,
    criteria,
    overview: overview.ready ? overview.overview : null,
    typedText: search.value,
    onSearchCommitted,
  });
  const exports = useRegisterExports(body);
  const exportTask = useAtomValue(excelExportTaskIdAtom);
  const exportShown = useOpenedOnce(
    exportTask !== null || !exports.excel.isIdle || !exports.gis.isIdle,
  );
  const isMobile = useLayout() === LAYOUTS.mobile;
  const hasCriteria = criteria !== null && Object.keys(criteria).length > 0;

  return (
    <PageFrame
      title={T.routes.installations}
      filter
      search={search}
      actions={[
        {
          id: "excel",
          label: REGISTER_TEXTS.export.excel,
          icon: <Icon name="download" />,
          onClick: exports.startExcel,
          disabled: exports.nothingToExport,
          disabledReason: REGISTER_TEXTS.export.nothingToExport,
        },
        {
          id: "gis",
          label: REGISTER_TEXTS.export.gis,
          icon: <Icon name="map" />,
          onClick: exports.startGis,
          disabled: exports.nothingToExport,
          disabledReason: REGISTER_TEXTS.export.nothingToExport,
        },
      ]}
    >
      {exportShown && (
        <Suspense fallback={null}>
          <ExportStatus exports={exports} />
        </Suspense>
      )}
      <FilterLayout panel={panel}>
        <ReferenceListsFailed names={names} />
        <div className={styles.controls}>
          <PlaceSearch
            place={view.place}
            onChange={(place) =>
              update((current) => ({ ...current, place, page: 0 }))
            }
          />
          {overview.options.length > 1 && (
            <OverviewChoice
              options={overview.options}
              value={overview.overview}
              bundeslandName={
                landNames.get(overview.bundeslandCode ?? "") ??
                overview.bundeslandCode ??
                ""
              }
              onChange={overview.setOverview}
            />
          )}
          <DisplayChoice
            value={view.display}
            onChange={(display) =>
              update((current) => ({ ...current, display }))
            }
          />
          {isMobile && view.display === "list" && (
            <SortSelect
              sort={view.sort}
              onChange={(sort) =>
                update((current) => ({ ...current, sort, near: null, page: 0 }))
              }
            />
          )}
          {view.display === "list" && (
            <NearChoice
              place={view.place}
              near={view.near}
              onChange={(near) =>
                update((current) => ({
                  ...current,
                  near,
                  // Sorted by distance from the place, the list is no longer narrowed to it.
                  place: near?.name === current.place ? "" : current.place,
                  page: 0,
                }))
              }
            />
          )}
        </div>
        {body && view.display === "map" ? (
          <RegisterMap body={body} />
        ) : body ? (
          <Results
            body={body}
            isMobile={isMobile}
            bvtNames={bvtNames}
            update={update}
            onSort={(field) =>
              update((current) => ({
                ...current,
                sort: nextSort(current.sort, field),
                near: null,
                page: 0,
              }))
            }
            emptyActions={{
              clearSearch:
                view.searchText || view.place
                  ? () =>
                      update((current) => ({
                        ...current,
                        searchText: "",
                        place: "",
                        page: 0,
                      }))
                  : undefined,
              adjustFilter: hasCriteria ? () => openFilter(true) : undefined,
              showAll:
                overview.overview !== "all"
                  ? () => overview.setOverview("all")
                  : undefined,
            }}
          />
        ) : (
          <div className={styles.pending}>
            <Spinner delayMs={SPINNER_DELAY_MS} />
          </div>
        )}
        {body && <OpenData body={body} />}
      </FilterLayout>
    </PageFrame>
  );
}

/** The filter still works by code; the user learns why the options read as codes. */
function ReferenceListsFailed({ names }: { names: ReferenceNames }) {
  if (names.failed.length === 0) return null;
  return (
    <Alert
      type={ALERT_TYPES.Warning}
      title={REGISTER_TEXTS.referenceListsFailed(
        names.failed.map(({ label }) => label),
      )}
      live
    >
      <RetryButton onRetry={names.retry} />
    </Alert>
  );
}
