import { useHttp } from "../../../api/HttpContext";
import { dmsDocumentDownloadUrl } from "../../../api/endpoints/dms";
import { useConfigValue } from "../../../api/endpoints/config";
import { useToday } from "../../../api/endpoints/time";
import { useAfterFirstLoad } from "../../../framework/chrome";
import {
  daysBetween,
  SITE_VISIT_INTERVAL_YEARS,
  type RiskClass,
} from "../../../api/deadlines";
import { DEADLINE_TEXTS } from "../../../i18n/deadlines";
import type {
  DmsContainer,
  Inspection,
  InstallationDetails,
} from "../../../api/types";
import { DETAILS_TEXTS } from "../../../i18n/details";
import { formatDate } from "../../../i18n/format";
import { CardTable, useShownRows } from "../../../ui/table";
import { VisuallyHidden } from "../../../ui/visually-hidden";
import { FactList } from "./FactList";
import { fillTemplate, mailHref } from "./links";
import { DateText } from "./OverviewSection";
import { SectionError } from "./SectionError";
import { inspectionReport } from "./useInstallationDocuments";
import styles from "./InstallationDetails.module.css";

const TEXTS = DETAILS_TEXTS.inspections;
const COLUMNS = TEXTS.columns;

export function InspectionsSection({
  installation,
  reports,
}: {
  installation: InstallationDetails;
  /** The inspection folder of a registered user: adds the reports' downloads. */
  reports?: DmsContainer;
}) {
  const { inspections } = installation;
  const nextPlanned = inspections.find((i) => i.nextPlanned)?.nextPlanned;
  const today = useToday(useAfterFirstLoad());
  const { rows, bodyRef, more } = useShownRows(
    inspections,
    DETAILS_TEXTS.sections.inspections,
  );
  return (
    <>
      <p>{TEXTS.intro}</p>
      {installation.riskClass && installation.nextSiteVisitDue !== undefined ? (
        <FactList
          facts={siteVisitFacts(
            installation.riskClass,
            installation.lastInspection,
            installation.nextSiteVisitDue,
            today,
          )}
        />
      ) : (
        nextPlanned && (
          <FactList
            facts={[
              {
                term: TEXTS.nextPlanned,
                value: <DateText value={nextPlanned} />,
              },
            ]}
          />
        )
      )}
      {inspections.length === 0 ? (
        <p>{TEXTS.none}</p>
      ) : (
        <CardTable className={styles.table}>
          <caption className={styles.caption}>
            {TEXTS.caption(inspections.length)}
          </caption>
          <thead>
            <tr>
              <th scope="col">{COLUMNS.date}</th>
              <th scope="col">{COLUMNS.kind}</th>
              <th scope="col">{COLUMNS.authority}</th>
              <th scope="col">{COLUMNS.findings}</th>
              {reports && <th scope="col">{COLUMNS.report}</th>}
            </tr>
          </thead>
          <tbody ref={bodyRef}>
            {rows.map((inspection) => (
              <tr key={inspection.id}>
                <th
                  scope="row"
                  className={`${styles.rowHead} ${styles.nowrap}`}
                >
                  <DateText value={inspection.date} />
                </th>
                {/* One word ('planmäßig'): squeezed by the findings beside it, it was cut anywhere. */}
                <td data-label={COLUMNS.kind} className={styles.nowrap}>
                  {TEXTS.kinds[inspection.kind]}
                </td>
                <td data-label={COLUMNS.authority}>{inspection.authority}</td>
                <td data-label={COLUMNS.findings}>{inspection.findings}</td>
                {reports && (
                  <td data-label={COLUMNS.report}>
                    <ReportLink inspection={inspection} container={reports} />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </CardTable>
      )}
      {more}
      <ReportRequest installation={installation} />
    </>
  );
}

/** IED Art. 23(4): the risk class, the last planned site visit and when the next is due. */
function siteVisitFacts(
  riskClass: RiskClass,
  lastVisit: string | null,
  due: string | null,
  today: string,
) {
  const texts = DEADLINE_TEXTS.siteVisit;
  const overdueDays = due === null ? 0 : daysBetween(due, today);
  return [
    {
      term: DEADLINE_TEXTS.riskClass.term,
      value: `${DEADLINE_TEXTS.riskClass.names[riskClass]} (${DEADLINE_TEXTS.riskClass.interval(SITE_VISIT_INTERVAL_YEARS[riskClass])})`,
    },
    {
      term: texts.lastVisit,
      value: lastVisit ? <DateText value={lastVisit} /> : texts.noVisit,
    },
    {
      term: texts.due,
      value:
        due === null ? (
          texts.closed
        ) : (
          <>
            <DateText value={due} />
            {overdueDays > 0 && (
              <>
                {" "}
                <strong className={styles.overdue}>
                  {texts.overdueSince(overdueDays)}
                </strong>
              </>
            )}
          </>
        ),
    },
  ];
}

function ReportLink({
  inspection,
  container,
}: {
  inspection: Inspection;
  container: DmsContainer;
}) {
  const http = useHttp();
  const report = inspectionReport(container, inspection.date);
  if (!report) return <span className={styles.muted}>{TEXTS.noReport}</span>;
  return (
    <a
      href={dmsDocumentDownloadUrl(http, container.id, report.id)}
      download={report.name}
    >
      {TEXTS.download}
      <VisuallyHidden>
        {TEXTS.downloadContext(formatDate(inspection.date))}
      </VisuallyHidden>
    </a>
  );
}

/** The configured mail template, filled with the installation: the user's mail program does the rest. */
function ReportRequest({
  installation,
}: {
  installation: InstallationDetails;
}) {
  const template = useConfigValue("mailtoTemplateVorlageUiBericht");
  if (template.isError)
    return (
      <SectionError
        message={TEXTS.requestFailed}
        onRetry={() => void template.refetch()}
      />
    );
  const href =
    template.data &&
    mailHref(
      fillTemplate(template.data, {
        id: installation.id,
        name: installation.name,
      }),
    );
  if (!href) return null;
  return (
    <p>
      <a href={href}>
        {TEXTS.request}
        <VisuallyHidden> {TEXTS.requestHint}</VisuallyHidden>
      </a>
    </p>
  );
}
