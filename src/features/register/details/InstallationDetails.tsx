import { ContextHelp } from "../../../framework/help";
import { SanitizedHtml } from "../../../framework/content";
import {
  useDeferredValue,
  useMemo,
  type MouseEvent,
  type ReactNode,
} from "react";
import { useInstallationVersion } from "../../../api/endpoints/installations";
import { useUiTemplate } from "../../../api/endpoints/uitemplate";
import type { InstallationDetails as Installation } from "../../../api/types";
import { useHistory } from "../../../framework/history";
import { Page as PageFrame } from "../../../framework/page";
import { DETAILS_TEXTS } from "../../../i18n/details";
import { formatDate } from "../../../i18n/format";
import { HISTORY_TEXTS } from "../../../i18n/history";
import { Alert, ALERT_TYPES } from "../../../ui/alert";
import { Button } from "../../../ui/button";
import { Spinner } from "../../../ui/spinner";
import { SPINNER_DELAY_MS } from "../../../ui/tokens";
import {
  BlockGroup,
  BlockToggle,
  CollapsibleBlock,
  scrollToBlock,
} from "../../../ui/collapsible";
import { ActivitiesSection } from "./ActivitiesSection";
import { BackLink } from "./BackLink";
import { BvtSection } from "./BvtSection";
import { DocumentsSection } from "./DocumentsSection";
import { historyConfig, versionNumber } from "./historyConfig";
import { InspectionsSection } from "./InspectionsSection";
import { LocationSection } from "./LocationSection";
import { OperatorSection } from "./OperatorSection";
import { OverviewSection } from "./OverviewSection";
import { PermitsSection } from "./PermitsSection";
import { SectionError } from "./SectionError";
import { useInstallationDocuments } from "./useInstallationDocuments";
import { NOTICE_TEMPLATE_ID } from "../prefetch";
import styles from "./InstallationDetails.module.css";

const TEXTS = DETAILS_TEXTS;

interface Section {
  id: string;
  title: string;
  /** Context help beside the heading. */
  help: string;
  content: ReactNode;
}

/**
 * The details of one installation, in collapsible sections with a table of contents. The header's
 * 'Versionierung' chooses the version shown: the current one, or an earlier one from the API.
 */
export function InstallationDetails({
  installation: current,
}: {
  installation: Installation;
}) {
  const history = useMemo(
    () => historyConfig(current.history),
    [current.history],
  );
  const versions = useHistory(history);
  const version = versions.isCurrentVersion
    ? undefined
    : versionNumber(versions.activeVersionId);
  const earlier = useInstallationVersion(current.id, version);
  const documents = useInstallationDocuments(current.id);
  const notice = useNotice();
  const shown = version === undefined ? current : earlier.data;
  const record =
    version === undefined
      ? undefined
      : current.history[current.history.length - version];

  return (
    <PageFrame
      title={current.name}
      subtitle={TEXTS.subtitle(
        current.id,
        TEXTS.status[(shown ?? current).status],
      )}
      info={notice ? { text: notice } : undefined}
    >
      <BackLink />
      {documents.registrationFailed && (
        <SectionError
          message={TEXTS.documents.registrationFailed}
          onRetry={documents.retryRegistration}
        />
      )}
      {record && (
        <Alert
          type={ALERT_TYPES.Warning}
          title={TEXTS.version.title(
            record.versionName,
            formatDate(record.date),
          )}
          className={styles.versionNotice}
        >
          <p>{TEXTS.version.text}</p>
          <Button
            type="button"

            onClick={() => {
              versions.toCurrentVersion();
              // The button goes with the notice: focus continues at the start of the content.
              requestAnimationFrame(() =>
                document
                  .getElementById(FIRST_SECTION_ID)
                  ?.querySelector("button")
                  ?.focus(),
              );
            }}
          >
            {HISTORY_TEXTS.toCurrentVersion}
          </Button>
        </Alert>
      )}
      {shown ? (
        <Sections installation={shown} documents={documents} />
      ) : earlier.isError ? (
        <SectionError
          message={TEXTS.version.failed(record?.versionName ?? "")}
          onRetry={() => void earlier.refetch()}
        />
      ) : (
        <div className={styles.versionPending}>
          <Spinner
            delayMs={SPINNER_DELAY_MS}
            label={TEXTS.version.loading(record?.versionName ?? "")}
          />
        </div>
      )}
    </PageFrame>
  );
}

const FIRST_SECTION_ID = "details-overview";
/** The sections that fill the first screen: rendered first, the others right after. */
const FIRST_SECTIONS = 2;

function Sections({
  installation,
  documents,
}: {
  installation: Installation;
  documents: ReturnType<typeof useInstallationDocuments>;
}) {
  const sections: Section[] = [
    {
      id: FIRST_SECTION_ID,
      title: TEXTS.sections.overview,
      help: TEXTS.sectionHelp.overview,
      content: <OverviewSection installation={installation} />,
    },
    {
      id: "details-operator",
      title: TEXTS.sections.operator,
      help: TEXTS.sectionHelp.operator,
      content: <OperatorSection operator={installation.operator} />,
    },
    {
      id: "details-location",
      title: TEXTS.sections.location,
      help: TEXTS.sectionHelp.location,
      content: <LocationSection installation={installation} />,
    },
    {
      id: "details-activities",
      title: TEXTS.sections.activities,
      help: TEXTS.sectionHelp.activities,
      content: <ActivitiesSection installation={installation} />,
    },
    {
      id: "details-bvt",
      title: TEXTS.sections.bvt,
      help: TEXTS.sectionHelp.bvt,
      content: (
        <BvtSection
          codes={installation.bvtCodes}
          reconsideration={installation.batReconsideration}
        />
      ),
    },
    {
      id: "details-permits",
      title: TEXTS.sections.permits,
      help: TEXTS.sectionHelp.permits,
      content: (
        <PermitsSection
          installationId={installation.id}
          permits={installation.permits}
          documents={documents.folder("genehmigungen")}
        />
      ),
    },
    {
      id: "details-inspections",
      title: TEXTS.sections.inspections,
      help: TEXTS.sectionHelp.inspections,
      content: (
        <InspectionsSection
          installation={installation}
          reports={documents.folder("inspektionen")}
        />
      ),
    },
  ];
  if (documents.registered)
    sections.push({
      id: "details-documents",
      title: TEXTS.sections.documents,
      help: TEXTS.sectionHelp.documents,
      content: <DocumentsSection documents={documents} />,
    });

  // The sections further down hold the long tables and ask for what their rows name: painted
  // first, the top of the page does not wait for them (they follow in a deferred render). Until
  // they are there, a screen's height of space keeps whatever is below out of view.
  const complete = useDeferredValue(true, false);
  return (
    <BlockGroup>
      <div className={styles.toolbar}>
        <TableOfContents sections={sections} />
        <BlockToggle />
      </div>
      {(complete ? sections : sections.slice(0, FIRST_SECTIONS)).map(
        (section) => (
          <CollapsibleBlock
            key={section.id}
            id={section.id}
            title={section.title}
            headingAside={
              <ContextHelp topic={section.title} text={section.help} />
            }
            headingLevel={2}
            defaultExpanded
          >
            {section.content}
          </CollapsibleBlock>
        ),
      )}
      {!complete && <div className={styles.sectionsToCome} />}
    </BlockGroup>
  );
}

function TableOfContents({ sections }: { sections: readonly Section[] }) {
  const jumpTo = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    event.preventDefault();
    // Opens a closed section; focus moves to its heading so keyboard users continue from there.
    scrollToBlock(id)?.querySelector("button")?.focus({ preventScroll: true });
  };
  return (
    <nav aria-label={TEXTS.toc} className={styles.toc}>
      <ul>
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              onClick={(event) => jumpTo(event, section.id)}
            >
              {section.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A hint, not a fact of the installation: when it cannot be loaded the page simply goes without. */
function useNotice(): ReactNode {
  const template = useUiTemplate(NOTICE_TEMPLATE_ID);
  const content = template.data?.content;
  return content ? (
    <div className={styles.notice}>
      <SanitizedHtml html={content} />
    </div>
  ) : null;
}
