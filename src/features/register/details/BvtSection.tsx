import { Link } from "react-router";
import { registerLink } from "../../../api/installationSearch";
import { useHttp } from "../../../api/HttpContext";
import { bvtFileUrl, useBvtList } from "../../../api/endpoints/bvt";
import { DETAILS_TEXTS } from "../../../i18n/details";
import { DEADLINE_TEXTS } from "../../../i18n/deadlines";
import { useToday } from "../../../api/endpoints/time";
import { useAfterFirstLoad } from "../../../framework/chrome";
import { batReconsiderationState, daysBetween } from "../../../api/deadlines";
import type { InstallationDetails as Installation } from "../../../api/types";
import { FactList } from "./FactList";
import { DateText } from "./OverviewSection";
import { formatDate } from "../../../i18n/format";
import { Spinner } from "../../../ui/spinner";
import { SPINNER_DELAY_MS } from "../../../ui/tokens";
import { VisuallyHidden } from "../../../ui/visually-hidden";
import { SectionError } from "./SectionError";
import styles from "./InstallationDetails.module.css";

const TEXTS = DETAILS_TEXTS.bvt;
const DEADLINES = DEADLINE_TEXTS.bat;
const BVT_PAGE = "/bvt-conclusions";
const INLINE_SPINNER_SIZE = 24;

export function BvtSection({
  codes,
  reconsideration,
}: {
  codes: readonly string[];
  /** Of the main activity's latest BAT conclusions (IED Art. 21(3)). */
  reconsideration: Installation["batReconsideration"];
}) {
  const http = useHttp();
  const list = useBvtList();
  const today = useToday(useAfterFirstLoad());
  if (codes.length === 0) return <p>{TEXTS.none}</p>;
  const byCode = new Map(list.data?.map((bvt) => [bvt.code, bvt]));
  return (
    <>
      <p>{TEXTS.intro}</p>
      {list.isError && (
        <SectionError
          message={TEXTS.failed}
          onRetry={() => void list.refetch()}
        />
      )}
      {list.isPending && (
        <Spinner size={INLINE_SPINNER_SIZE} delayMs={SPINNER_DELAY_MS} />
      )}
      <ul className={styles.bvtList}>
        {codes.map((code) => {
          const bvt = byCode.get(code);
          return (
            <li key={code} className={styles.bvt}>
              <p className={styles.bvtTitle}>
                <span className={styles.code}>{code}</span>{" "}
                {bvt?.title ?? (list.isError ? TEXTS.unknown : "")}
              </p>
              {bvt && (
                <>
                  <p className={styles.muted}>
                    {TEXTS.decision(
                      bvt.decision,
                      formatDate(bvt.publicationDate),
                    )}
                  </p>
                  <a href={bvtFileUrl(http, bvt.id)} download>
                    {TEXTS.download}
                    <VisuallyHidden>
                      {TEXTS.downloadContext(code)}
                    </VisuallyHidden>
                  </a>
                </>
              )}
              {reconsideration?.code === code && (
                <ReconsiderationFacts
                  reconsideration={reconsideration}
                  today={today}
                />
              )}
            </li>
          );
        })}
      </ul>
      <p>
        <Link to={BVT_PAGE}>{TEXTS.all}</Link>
      </p>
    </>
  );
}

/** Where the reconsideration of the permit after these conclusions stands (IED Art. 21(3)). */
function ReconsiderationFacts({
  reconsideration: { code, deadline, adaptedOn },
  today,
}: {
  reconsideration: NonNullable<Installation["batReconsideration"]>;
  today: string;
}) {
  const state = batReconsiderationState(deadline, adaptedOn, today);
  const overdueDays = daysBetween(deadline, today);
  return (
    <div className={styles.reconsideration}>
      <p className={styles.bvtTitle}>{DEADLINES.title(code)}</p>
      <p>{DEADLINES.legal}</p>
      <FactList
        facts={[
          { term: DEADLINES.deadline, value: <DateText value={deadline} /> },
          {
            term: DEADLINES.state,
            value:
              state === "OVERDUE" ? (
                <strong className={styles.overdue}>
                  {DEADLINES.overdueSince(overdueDays)}
                </strong>
              ) : (
                DEADLINES.states[state]
              ),
          },
          ...(adaptedOn
            ? [
                {
                  term: DEADLINES.adaptedOn,
                  value: <DateText value={adaptedOn} />,
                },
              ]
            : []),
        ]}
      />
      <p>
        <Link
          to={registerLink({
            criteria: { bvt: [code], batReconsideration: [state] },
          })}
        >
          {DEADLINES.sameState(code, DEADLINES.states[state])}
        </Link>
      </p>
    </div>
  );
}
