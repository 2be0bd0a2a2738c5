import { useAtom, useSetAtom } from "jotai";
import { Suspense, useDeferredValue, useEffect, useId, useRef } from "react";
import { FILTER_TEXTS } from "../../i18n/filters";
import { Button } from "../../ui/button";
import { Alert, ALERT_TYPES } from "../../ui/alert";
import { Icon } from "../../ui/icons";
import { Spinner } from "../../ui/spinner";
import { SPINNER_DELAY_MS } from "../../ui/tokens";
import {
  SIDE_FILTER_PAGE_ID,
  sideFilterOpenAtom,
  sideFilterPreloadAtom,
  useAfterFirstLoad,
} from "../chrome";
import { portalUrls } from "../../api/hostAddresses";
import { useHost } from "../host";
import { lazyWithPreload, useOpenedOnce } from "../lazy";
import { filterSettingPrefix } from "../../api/endpoints/savedFilters";
import {
  parseStoredFilters,
  type FilterController,
  type SaveProblem,
} from "../filters";
import styles from "./SideFilterPage.module.css";

// Saved-filter management, the criteria and the filter warnings load when first shown: the
// register's first rows do not wait for them. The header's filter button preloads them.
const SideFilterContent = lazyWithPreload("side-filter", () =>
  import(/* webpackChunkName: "side-filter" */ "./SideFilterContent").then(
    (module) => module.SideFilterContent,
  ),
);
const FilterWarningDialog = lazyWithPreload("filter-warning", () =>
  import(/* webpackChunkName: "side-filter" */ "./FilterWarningDialog").then(
    (module) => module.FilterWarningDialog,
  ),
);
const PRELOAD = { preload: SideFilterContent.preload };

const TEXTS = FILTER_TEXTS.sidePage;

/**
 * The side filter page (SPEC §2, §4), opened by the header's filter button: saved-filter
 * management, the criteria by category, apply and reset. It is part of the page, not a modal:
 * the results next to it stay usable while it is open. Its content loads when it first opens; the
 * heading is there at once, so focus moves to it as before.
 */
export function SideFilterPage({ filter }: { filter: FilterController }) {
  const [open, setOpen] = useAtom(sideFilterOpenAtom);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const openerRef = useRef<Element | null>(null);
  const { state, operations, warning } = filter;
  const warningShown = useOpenedOnce(warning !== null);
  const setPreload = useSetAtom(sideFilterPreloadAtom);
  // The click that opens or closes the panel is answered at once with the button's new state; the
  // panel, and the results laying themselves out beside it, follow in a render that does not hold
  // up that paint (Interaction to Next Paint). FilterLayout defers the same value.
  const shown = useDeferredValue(open);

  useEffect(() => {
    setPreload(PRELOAD);
    return () => setPreload(null);
  }, [setPreload]);

  // Small, and asked for by a click that should be answered at once: loaded once the page's first
  // content is shown, so that pointing at the button or clicking it finds it there.
  const firstLoadDone = useAfterFirstLoad();
  useEffect(() => {
    if (firstLoadDone) SideFilterContent.preload();
  }, [firstLoadDone]);

  useEffect(() => {
    if (!open) return;
    openerRef.current = document.activeElement;
  }, [open]);
  useEffect(() => {
    if (shown) headingRef.current?.focus();
  }, [shown]);

  const close = () => {
    setOpen(false);
    const opener = openerRef.current;
    if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
  };

  const loading = (
    <Spinner label={TEXTS.loading} showLabel delayMs={SPINNER_DELAY_MS} />
  );

  return (
    <>
      {shown && (
        <section
          id={SIDE_FILTER_PAGE_ID}
          className={styles.panel}
          aria-labelledby={headingId}
        >
          <div className={styles.header}>
            <h2
              id={headingId}
              ref={headingRef}
              tabIndex={-1}
              className={styles.title}
            >
              {TEXTS.title}
            </h2>
            <button
              type="button"
              className={styles.close}
              aria-label={TEXTS.close}
              onClick={close}
            >
              <Icon name="close" />
            </button>
          </div>
          {state?.error && (
            <Alert type={ALERT_TYPES.Warning} title={FILTER_TEXTS.loadFailed}>
              <Button
                type="button"

                onClick={filter.reload}
              >
                {FILTER_TEXTS.reload}
              </Button>
            </Alert>
          )}
          {filter.conflicts.size > 0 && <ConflictChoices filter={filter} />}
          {filter.saveProblem && filter.saveProblem !== "conflict" && (
            <SaveProblemAlert
              problem={filter.saveProblem}
              retry={filter.retrySave}
            />
          )}
          {state ? (
            <Suspense fallback={loading}>
              <SideFilterContent
                state={state}
                visitor={filter.owner === ""}
                operations={operations}
              />
            </Suspense>
          ) : (
            loading
          )}
        </section>
      )}
      {warningShown && (
        <Suspense fallback={null}>
          <FilterWarningDialog
            warning={warning}
            onClose={operations.dismissWarning}
          />
        </Suspense>
      )}
    </>
  );
}

/**
 * The saved filters another tab or device changed while this page changed them too: per filter,
 * the user keeps this page's version or takes the stored one. Nothing is written for them before.
 */
function ConflictChoices({ filter }: { filter: FilterController }) {
  const texts = FILTER_TEXTS.conflict;
  const prefix = filterSettingPrefix(filter.state?.definition.id ?? "");
  return (
    <Alert type={ALERT_TYPES.Warning} title={texts.title}>
      <ul className={styles.conflicts}>
        {[...filter.conflicts].map(([setting, theirs]) => {
          // The name the user knows the filter by: this page's, else the stored one's.
          const key = setting.slice(prefix.length);
          const name =
            filter.state?.values.get(key)?.name ??
            (theirs &&
              filter.state &&
              parseStoredFilters(filter.state.definition, [theirs]).filters[0]
                ?.name) ??
            key;
          const question =
            theirs === null ? texts.deleted(name) : texts.changed(name);
          const resolve = (choice: "mine" | "theirs") =>
            filter.resolveConflict(setting, choice);
          return (
            <li key={setting}>
              <div role="group" aria-label={question}>
                <p>{question}</p>
                <Button type="button" onClick={() => resolve("mine")}>
                  {texts.keepMine}
                </Button>
                <Button type="button" onClick={() => resolve("theirs")}>
                  {theirs === null ? texts.takeDeletion : texts.takeTheirs}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </Alert>
  );
}

/**
 * Why the changes are not stored. A failure that may pass is sent again by itself (the text says
 * so), a refused change once the user changes it; without a session the user signs in elsewhere:
 * here it would leave the page and the changes not yet stored.
 */
function SaveProblemAlert({
  problem,
  retry,
}: {
  problem: SaveProblem;
  retry: () => void;
}) {
  const { portalBaseUrl } = useHost();
  const { pathname, search, hash } = window.location;
  return (
    <Alert type={ALERT_TYPES.Danger} title={FILTER_TEXTS.saveProblems[problem]}>
      {problem === "signedOut" && (
        <>
          <a
            href={portalUrls(portalBaseUrl).login(pathname + search + hash)}
            target="_blank"
            rel="noopener"
          >
            {FILTER_TEXTS.signInNewWindow}
          </a>
          <Button type="button" onClick={retry}>
            {FILTER_TEXTS.retryNow}
          </Button>
        </>
      )}
    </Alert>
  );
}
