import { useEffect, useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useFilterMetadata } from "../../api/endpoints/filter";
import { useInstallationSearch } from "../../api/endpoints/installations";
import type { FilterMetadata } from "../../api/types";
import { FilterLayout } from "../../framework/filters/FilterLayout";
import type { Criteria, FilterDefinition } from "../../framework/filters/model";
import { usePageFilter } from "../../framework/filters/usePageFilter";
import { Page as PageFrame } from "../../framework/page/Page";
import { T } from "../../i18n/de";
import { FILTER_TEXTS } from "../../i18n/filters";
import { Alert } from "../../ui/alert/Alert";
import { ALERT_TYPES } from "../../ui/alert/alertTypes";
import { Spinner } from "../../ui/spinner/Spinner";
import { SEARCH_DEBOUNCE_MS, SPINNER_DELAY_MS } from "../../ui/tokens";

const TEXTS = FILTER_TEXTS.results;
const INSTALLATIONS_FILTER_ID = "installations";
/** The search text in the URL, next to the criteria (shareable state). */
const SEARCH_PARAM = "q";
const SEARCH_MAX_LENGTH = 200;
const PAGE_SIZE = 20;

function filterDefinition(metadata: FilterMetadata): FilterDefinition {
  return {
    id: INSTALLATIONS_FILTER_ID,
    defaultEnabled: true,
    isDefaultExpanded: true,
    criterias: metadata.criterias.map((criterion) => ({
      id: criterion.id,
      label: criterion.label,
      category: criterion.category,
      defaultValue: [],
      options: criterion.options,
    })),
  };
}

/** The search text: typed at once, into the URL (and so the search) after the debounce. */
function useSearchText() {
  const [params, setParams] = useSearchParams();
  const fromUrl = params.get(SEARCH_PARAM) ?? "";
  const [text, setText] = useState(fromUrl);
  const [shown, setShown] = useState(fromUrl);
  // The URL changed from outside (a link): the field follows.
  if (fromUrl !== shown) {
    setShown(fromUrl);
    setText(fromUrl);
  }
  useEffect(() => {
    if (text === fromUrl) return;
    const timer = window.setTimeout(() => {
      setShown(text);
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (text) next.set(SEARCH_PARAM, text);
          else next.delete(SEARCH_PARAM);
          return next;
        },
        { replace: true },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, fromUrl, setParams]);
  return { text, setText, searchText: fromUrl };
}

export function Page() {
  const metadata = useFilterMetadata();
  const search = useSearchText();
  return (
    <PageFrame
      title={T.routes.installations}
      filter
      search={{
        label: TEXTS.search,
        value: search.text,
        onChange: search.setText,
        maxLength: SEARCH_MAX_LENGTH,
      }}
    >
      {metadata.data ? (
        <FilteredInstallations
          metadata={metadata.data}
          searchText={search.searchText}
        />
      ) : metadata.isError ? (
        <Alert type={ALERT_TYPES.Danger} title={TEXTS.metadataFailed} />
      ) : (
        <Spinner delayMs={SPINNER_DELAY_MS} />
      )}
    </PageFrame>
  );
}

function FilteredInstallations({
  metadata,
  searchText,
}: {
  metadata: FilterMetadata;
  searchText: string;
}) {
  const definition = useMemo(() => filterDefinition(metadata), [metadata]);
  const { filter, criteria } = usePageFilter(definition);
  return (
    <FilterLayout filter={filter}>
      {criteria ? (
        <Results criteria={criteria} searchText={searchText} />
      ) : (
        <Spinner delayMs={SPINNER_DELAY_MS} />
      )}
    </FilterLayout>
  );
}

function Results({
  criteria,
  searchText,
}: {
  criteria: Criteria;
  searchText: string;
}) {
  const query = useInstallationSearch({
    criteria,
    searchText: searchText || undefined,
    pageSize: PAGE_SIZE,
  });
  if (query.isError)
    return <Alert type={ALERT_TYPES.Danger} title={TEXTS.searchFailed} />;
  if (!query.data) return <Spinner delayMs={SPINNER_DELAY_MS} />;
  return (
    <>
      <p role="status">{TEXTS.count(query.data.total)}</p>
      <ul aria-label={TEXTS.list}>
        {query.data.items.map((installation) => (
          <li key={installation.id}>
            <Link to={installation.id}>{installation.name}</Link> –{" "}
            {installation.postcode} {installation.municipality}
          </li>
        ))}
      </ul>
    </>
  );
}
