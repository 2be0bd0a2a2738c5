import { useHttp } from "../../../api/HttpContext";
import { dmsDocumentDownloadUrl } from "../../../api/endpoints/dms";
import { usePermitContentUrl } from "../../../api/endpoints/installations";
import type { DmsContainer, Permit } from "../../../api/types";
import { DETAILS_TEXTS } from "../../../i18n/details";
import { CardTable, useShownRows } from "../../../ui/table";
import { VisuallyHidden } from "../../../ui/visually-hidden";
import { ExternalLink } from "./ExternalLink";
import { webHref } from "./links";
import { DateText } from "./OverviewSection";
import { SectionError } from "./SectionError";
import styles from "./InstallationDetails.module.css";

const TEXTS = DETAILS_TEXTS.permits;
const COLUMNS = TEXTS.columns;

export function PermitsSection({
  installationId,
  permits,
  documents,
}: {
  installationId: string;
  permits: readonly Permit[];
  /** The permit folder of a registered user: adds the decisions' downloads. */
  documents?: DmsContainer;
}) {
  const { rows, bodyRef, more } = useShownRows(
    permits,
    DETAILS_TEXTS.sections.permits,
  );
  return (
    <>
      <PermitContentLink installationId={installationId} />
      {permits.length === 0 ? (
        <p>{TEXTS.none}</p>
      ) : (
        <CardTable className={styles.table}>
          <caption className={styles.caption}>
            {TEXTS.caption(permits.length)}
          </caption>
          <thead>
            <tr>
              <th scope="col">{COLUMNS.reference}</th>
              <th scope="col">{COLUMNS.date}</th>
              <th scope="col">{COLUMNS.subject}</th>
              <th scope="col">{COLUMNS.authority}</th>
              {documents && <th scope="col">{COLUMNS.document}</th>}
            </tr>
          </thead>
          <tbody ref={bodyRef}>
            {rows.map((permit) => (
              <tr key={permit.id}>
                <th scope="row" className={styles.rowHead}>
                  {permit.reference}
                </th>
                <td data-label={COLUMNS.date} className={styles.nowrap}>
                  <DateText value={permit.date} />
                </td>
                <td data-label={COLUMNS.subject}>{permit.subject}</td>
                <td data-label={COLUMNS.authority}>{permit.authority}</td>
                {documents && (
                  <td data-label={COLUMNS.document}>
                    <PermitDocument permit={permit} container={documents} />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </CardTable>
      )}
      {more}
    </>
  );
}

function PermitContentLink({ installationId }: { installationId: string }) {
  const query = usePermitContentUrl(installationId);
  if (query.isError)
    return (
      <SectionError
        message={TEXTS.contentFailed}
        onRetry={() => void query.refetch()}
      />
    );
  const href = webHref(query.data?.url);
  if (!href) return null;
  return (
    <p>
      <ExternalLink href={href} hint={TEXTS.contentHint}>
        {TEXTS.content}
      </ExternalLink>
    </p>
  );
}

function PermitDocument({
  permit,
  container,
}: {
  permit: Permit;
  container: DmsContainer;
}) {
  const http = useHttp();
  const document = container.documents.find((d) => d.id === permit.documentId);
  if (!document)
    return <span className={styles.muted}>{TEXTS.noDocument}</span>;
  return (
    <a
      href={dmsDocumentDownloadUrl(http, container.id, document.id)}
      download={document.name}
    >
      {TEXTS.download}
      <VisuallyHidden>{TEXTS.downloadContext(permit.reference)}</VisuallyHidden>
    </a>
  );
}
