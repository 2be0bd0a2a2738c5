import { useState } from "react";
import { useBvtList } from "../../api/endpoints/bvt";
import { useConfigValue } from "../../api/endpoints/config";
import { Page as PageFrame } from "../../framework/page";
import { BVT_TEXTS } from "../../i18n/bvt";
import { T } from "../../i18n/de";
import { Alert, ALERT_TYPES } from "../../ui/alert";
import { Spinner } from "../../ui/spinner";
import { SPINNER_DELAY_MS } from "../../ui/tokens";
import { VISUALLY_HIDDEN_CLASS } from "../../ui/visually-hidden";
import { Button } from "../../ui/button";
import { BvtTable } from "./BvtTable";
import {
  DEFAULT_SORT,
  filterConclusions,
  nextSort,
  sortConclusions,
  type Sort,
} from "./bvtList";
import styles from "./BvtConclusionsPage.module.css";

const TEXTS = BVT_TEXTS;
const SEARCH_MAX_LENGTH = 100;

/** BVT-Schlussfolgerungen: the published decisions, their documents and the installations concerned. */
export function BvtConclusionsPage() {
  const list = useBvtList();
  // Without a configured template the DMS link is left out; nothing else depends on it.
  const dmsTemplate = useConfigValue("edmLinkTemplateBvtDmsDocument").data;
  const [search, setSearch] = useState("");
  const [sort, setSort] = useState<Sort>(DEFAULT_SORT);

  function content() {
    if (list.isPending)
      return <Spinner delayMs={SPINNER_DELAY_MS} label={TEXTS.loading} />;
    if (list.isError)
      return (
        <Alert type={ALERT_TYPES.Danger} live>
          <p className={styles.alertText}>{TEXTS.loadFailed}</p>
          <Button
            type="button"

            aria-disabled={list.isFetching}
            onClick={() => {
              if (!list.isFetching) void list.refetch();
            }}
          >
            {TEXTS.retry}
          </Button>
        </Alert>
      );
    if (list.data.length === 0)
      return <Alert type={ALERT_TYPES.Info}>{TEXTS.empty}</Alert>;
    const shown = sortConclusions(filterConclusions(list.data, search), sort);
    const caption = TEXTS.caption(shown.length, list.data.length);
    return (
      <>
        {/* The count after each keystroke of the search, for screen readers. */}
        <p role="status" className={VISUALLY_HIDDEN_CLASS}>
          {search.trim() ? caption : ""}
        </p>
        {shown.length === 0 ? (
          <Alert type={ALERT_TYPES.Info}>{TEXTS.noMatch}</Alert>
        ) : (
          <BvtTable
            conclusions={shown}
            caption={caption}
            sort={sort}
            onSort={(field) => setSort(nextSort(sort, field))}
            dmsTemplate={dmsTemplate}
          />
        )}
      </>
    );
  }

  return (
    <PageFrame
      title={T.routes.bvtConclusions}
      search={{
        label: TEXTS.search,
        help: TEXTS.help.search,
        value: search,
        onChange: setSearch,
        maxLength: SEARCH_MAX_LENGTH,
      }}
      info={{ text: TEXTS.intro }}
    >
      {content()}
    </PageFrame>
  );
}
