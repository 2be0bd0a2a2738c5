import { registerLink } from "../../api/installationSearch";
import { useId } from "react";
import { useUserInfo } from "../../api/endpoints/auth";
import {
  useBranchenStats,
  useLastUpdate,
} from "../../api/endpoints/installations";
import type { BranchenStats, OverviewSelection } from "../../api/types";
import { useAfterFirstLoad } from "../../framework/chrome";
import { Page as PageFrame } from "../../framework/page";
import { useOverviewSelection, useSession } from "../../framework/session";
import { T } from "../../i18n/de";
import { formatCount, formatDate } from "../../i18n/format";
import { START_TEXTS } from "../../i18n/start";
import { DEADLINE_TEXTS } from "../../i18n/deadlines";
import { Alert, ALERT_TYPES } from "../../ui/alert";
import { Spinner } from "../../ui/spinner";
import { SPINNER_DELAY_MS } from "../../ui/tokens";
import { Button } from "../../ui/button";
import { OverviewChoice, overviewLabel } from "./OverviewChoice";
import { PageCards } from "./PageCards";
import { QuickSearch } from "./QuickSearch";
import { StatsFigure, type StatsRow } from "./StatsFigure";
import styles from "./StartPage.module.css";

const TEXTS = START_TEXTS;

function DataAsOf() {
  const lastUpdate = useLastUpdate(useAfterFirstLoad());
  const date = formatDate(lastUpdate.data?.date);
  return (
    <span className={styles.dataAsOf}>
      {TEXTS.dataAsOf}{" "}
      {date ? (
        <time dateTime={lastUpdate.data?.date}>{date}</time>
      ) : lastUpdate.isError ? (
        TEXTS.dataAsOfUnavailable
      ) : (
        "…"
      )}
    </span>
  );
}

function sectorRows(stats: BranchenStats): StatsRow[] {
  return stats.bySector.map((sector) => ({
    key: sector.code,
    name: TEXTS.figures.sectorName(sector.code, sector.label),
    count: sector.count,
    to: registerLink({ criteria: { activity: [sector.code] } }),
  }));
}

/**
 * The overview in which the register shows every installation of a Bundesland (SPEC §3 overview
 * selection): the authority's own view for its own Bundesland, otherwise all installations — the
 * figures count all of them, and 'Meine Anlagen' or another Bundesland's view would show few or none.
 */
function overviewForBundesland(
  overview: OverviewSelection,
  land: string,
  ownBundesland: string | null | undefined,
): OverviewSelection {
  return overview === "official" && land === ownBundesland ? overview : "all";
}

function bundeslandRows(
  stats: BranchenStats,
  follow: (land: string) => void,
): StatsRow[] {
  return stats.byBundesland.map((land) => ({
    key: land.code,
    name: land.name,
    count: land.count,
    to: registerLink({ criteria: { bundesland: [land.code] } }),
    onFollow: () => follow(land.code),
  }));
}

/** IED Art. 23(4): installations in operation whose site visit is overdue today, per Bundesland. */
function overdueRows(
  stats: BranchenStats,
  follow: (land: string) => void,
): StatsRow[] | null {
  if (stats.byBundesland.some((land) => land.overdueSiteVisits === undefined))
    return null;
  return stats.byBundesland.map((land) => ({
    key: land.code,
    name: land.name,
    count: land.overdueSiteVisits ?? 0,
    to: registerLink({
      criteria: { bundesland: [land.code], siteVisit: ["OVERDUE"] },
    }),
    onFollow: () => follow(land.code),
  }));
}

function Figures() {
  const stats = useBranchenStats(useAfterFirstLoad());
  const session = useSession();
  const userInfo = useUserInfo({ enabled: session.isLoggedIn });
  const [overview, setOverview] = useOverviewSelection();
  const followBundesland = (land: string) => {
    const next = overviewForBundesland(
      overview,
      land,
      userInfo.data?.bundeslandCode,
    );
    if (next !== overview) setOverview(next);
  };
  if (stats.isPending)
    return <Spinner delayMs={SPINNER_DELAY_MS} label={TEXTS.figures.loading} />;
  if (stats.isError)
    return (
      <Alert type={ALERT_TYPES.Danger} live>
        <p className={styles.alertText}>{TEXTS.figures.loadFailed}</p>
        <Button
          type="button"

          aria-disabled={stats.isFetching}
          onClick={() => {
            if (!stats.isFetching) void stats.refetch();
          }}
        >
          {TEXTS.figures.retry}
        </Button>
      </Alert>
    );
  const data = stats.data;
  if (data.total === 0)
    return <Alert type={ALERT_TYPES.Info}>{TEXTS.figures.empty}</Alert>;
  const overdue = overdueRows(data, followBundesland);
  return (
    <>
      <p className={styles.total}>
        {TEXTS.figures.total(formatCount(data.total))}
      </p>
      <p className={styles.hint}>
        {TEXTS.figures.linkHint}
        {overview !== "all" &&
          ` ${TEXTS.figures.overviewNote(overviewLabel(overview))}`}
      </p>
      <div className={styles.figures}>
        <StatsFigure
          title={TEXTS.figures.bySector.title}
          column={TEXTS.figures.bySector.column}
          rows={sectorRows(data)}
          total={data.total}
        />
        <StatsFigure
          title={TEXTS.figures.byBundesland.title}
          column={TEXTS.figures.byBundesland.column}
          rows={bundeslandRows(data, followBundesland)}
          total={data.total}
        />
        {overdue && (
          <div>
            <StatsFigure
              title={DEADLINE_TEXTS.stats.title}
              column={TEXTS.figures.byBundesland.column}
              rows={overdue}
              total={overdue.reduce((sum, row) => sum + row.count, 0)}
            />
            <p className={styles.hint}>{DEADLINE_TEXTS.stats.description}</p>
          </div>
        )}
      </div>
    </>
  );
}

/** The start page: a quick search and the overview, what the register is, the other pages, the figures. */
export function StartPage() {
  const stats = useBranchenStats(useAfterFirstLoad());
  const introId = useId();
  const searchId = useId();
  const figuresId = useId();
  const pagesId = useId();
  const bundeslandOf = (code: string) =>
    stats.data?.byBundesland.find((land) => land.code === code)?.name;

  return (
    <PageFrame
      title={T.routes.start}
      subtitle={
        <>
          {TEXTS.subtitle}
          <DataAsOf />
        </>
      }
    >
      <section aria-labelledby={searchId} className={styles.searchPanel}>
        <h2 id={searchId} className={styles.sectionTitle}>
          {TEXTS.search.title}
        </h2>
        <QuickSearch />
        <OverviewChoice bundeslandOf={bundeslandOf} />
      </section>
      <section aria-labelledby={introId} className={styles.intro}>
        <h2 id={introId} className={styles.sectionTitle}>
          {TEXTS.intro.title}
        </h2>
        {TEXTS.intro.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
      <section aria-labelledby={pagesId}>
        <h2 id={pagesId} className={styles.sectionTitle}>
          {TEXTS.pages.title}
        </h2>
        <PageCards />
      </section>
      <section aria-labelledby={figuresId}>
        <h2 id={figuresId} className={styles.sectionTitle}>
          {TEXTS.figures.title}
        </h2>
        <Figures />
      </section>
    </PageFrame>
  );
}
