import { useSetAtom } from "jotai";
import { useConfigValue } from "../../../api/endpoints/config";
import type { InstallationDetails } from "../../../api/types";
import { historyOpenAtom } from "../../../framework/chrome";
import { DETAILS_TEXTS } from "../../../i18n/details";
import { formatDate } from "../../../i18n/format";
import { ExternalLink } from "./ExternalLink";
import { FactList } from "./FactList";
import { fillTemplate, webHref } from "./links";
import { SectionError } from "./SectionError";
import styles from "./InstallationDetails.module.css";

const TEXTS = DETAILS_TEXTS.overview;

export function OverviewSection({
  installation,
}: {
  installation: InstallationDetails;
}) {
  const openHistory = useSetAtom(historyOpenAtom);
  return (
    <>
      <FactList
        facts={[
          { term: TEXTS.name, value: installation.name },
          { term: TEXTS.id, value: installation.id },
          {
            term: TEXTS.status,
            value: DETAILS_TEXTS.status[installation.status],
          },
          {
            term: TEXTS.eprtrId,
            value: installation.eprtrId,
          },
          {
            term: TEXTS.competentAuthority,
            value: installation.competentAuthority,
          },
          {
            term: TEXTS.lastInspection,
            value: installation.lastInspection && (
              <DateText value={installation.lastInspection} />
            ),
          },
          {
            term: TEXTS.lastModified,
            value: (
              <span className={styles.withAction}>
                <DateText value={installation.lastModified} />
                <button
                  type="button"
                  className={styles.linkButton}
                  onClick={() => openHistory(true)}
                >
                  {TEXTS.showHistory}
                </button>
              </span>
            ),
          },
        ]}
      />
      <EdmLink id={installation.id} />
    </>
  );
}

function EdmLink({ id }: { id: string }) {
  const template = useConfigValue("edmlinkTemplateAnlageDetails");
  if (template.isError)
    return (
      <SectionError
        message={TEXTS.edmFailed}
        onRetry={() => void template.refetch()}
      />
    );
  const href = template.data && webHref(fillTemplate(template.data, { id }));
  if (!href) return null;
  return (
    <p>
      <ExternalLink href={href}>{TEXTS.edm}</ExternalLink>
    </p>
  );
}

export function DateText({ value }: { value: string }) {
  return <time dateTime={value}>{formatDate(value)}</time>;
}
