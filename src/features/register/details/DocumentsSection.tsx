import { useHttp } from "../../../api/HttpContext";
import { dmsDocumentDownloadUrl } from "../../../api/endpoints/dms";
import type { DmsContainer } from "../../../api/types";
import { DETAILS_TEXTS } from "../../../i18n/details";
import { Spinner } from "../../../ui/spinner";
import { SPINNER_DELAY_MS } from "../../../ui/tokens";
import { CardTable, useShownRows } from "../../../ui/table";
import { formatFileSize } from "./format";
import { DateText } from "./OverviewSection";
import { SectionError } from "./SectionError";
import type {
  FolderState,
  InstallationDocuments,
} from "./useInstallationDocuments";
import styles from "./InstallationDetails.module.css";

const TEXTS = DETAILS_TEXTS.documents;
const COLUMNS = TEXTS.columns;
const INLINE_SPINNER_SIZE = 24;

/** The document folders of the installation, for the user registered for it. */
export function DocumentsSection({
  documents,
}: {
  documents: InstallationDocuments;
}) {
  return (
    <>
      <p>{TEXTS.intro}</p>
      {documents.typesFailed && <SectionError message={TEXTS.typesFailed} />}
      {documents.folders.map((folder) => (
        <Folder
          key={folder.folder}
          folder={folder}
          typeNames={documents.typeNames}
        />
      ))}
    </>
  );
}

function Folder({
  folder,
  typeNames,
}: {
  folder: FolderState;
  typeNames: ReadonlyMap<string, string>;
}) {
  const title = TEXTS.folders[folder.folder];
  if (folder.isError)
    return (
      <div className={styles.folder}>
        <p className={styles.caption}>{title}</p>
        <SectionError message={TEXTS.failed} onRetry={folder.refetch} />
      </div>
    );
  if (!folder.container)
    return <Spinner size={INLINE_SPINNER_SIZE} delayMs={SPINNER_DELAY_MS} />;
  return (
    <FolderTable
      title={title}
      container={folder.container}
      typeNames={typeNames}
    />
  );
}

function FolderTable({
  title,
  container,
  typeNames,
}: {
  title: string;
  container: DmsContainer;
  typeNames: ReadonlyMap<string, string>;
}) {
  const http = useHttp();
  const { documents } = container;
  const { rows, bodyRef, more } = useShownRows(documents, title);
  if (documents.length === 0)
    return (
      <div className={styles.folder}>
        <p className={styles.caption}>{title}</p>
        <p>{TEXTS.none}</p>
      </div>
    );
  return (
    <div className={styles.folder}>
      <CardTable className={styles.table}>
        <caption className={styles.caption}>
          {TEXTS.caption(title, documents.length)}
        </caption>
        <thead>
          <tr>
            <th scope="col">{COLUMNS.name}</th>
            <th scope="col">{COLUMNS.type}</th>
            <th scope="col">{COLUMNS.created}</th>
            <th scope="col">{COLUMNS.size}</th>
          </tr>
        </thead>
        <tbody ref={bodyRef}>
          {rows.map((document) => (
            <tr key={document.id}>
              <th scope="row" className={styles.rowHead}>
                <a
                  href={dmsDocumentDownloadUrl(http, container.id, document.id)}
                  download={document.name}
                  className={styles.breakAnywhere}
                >
                  {document.name}
                </a>
              </th>
              <td data-label={COLUMNS.type}>
                {typeNames.get(document.documentType) ?? document.documentType}
              </td>
              <td data-label={COLUMNS.created} className={styles.nowrap}>
                <DateText value={document.created} />
              </td>
              <td data-label={COLUMNS.size} className={styles.nowrap}>
                {formatFileSize(document.size)}
              </td>
            </tr>
          ))}
        </tbody>
      </CardTable>
      {more}
    </div>
  );
}
