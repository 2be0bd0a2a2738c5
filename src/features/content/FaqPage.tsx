import { useMemo } from "react";
import { Page as PageFrame } from "../../framework/page";
import { T } from "../../i18n/de";
import {
  BlockGroup,
  BlockToggle,
  CollapsibleBlock,
} from "../../ui/collapsible";
import { CmsContent } from "./CmsContent";
import { parseFaq } from "./cmsHtml";
import { SanitizedHtml } from "../../framework/content";
import styles from "./FaqPage.module.css";

function FaqList({ html }: { html: string }) {
  const faq = useMemo(() => parseFaq(html), [html]);
  if (faq.entries.length === 0) return <SanitizedHtml html={html} />;
  return (
    <>
      {faq.intro && <SanitizedHtml html={faq.intro} />}
      <BlockGroup>
        <div className={styles.toggle}>
          <BlockToggle />
        </div>
        {faq.entries.map((entry, index) => (
          <CollapsibleBlock
            // The list is the CMS page's, fixed while it is shown.
            key={index}
            title={entry.question}
            headingLevel={faq.headingLevel}
          >
            <SanitizedHtml
              html={entry.answer}
              headingLevel={faq.headingLevel + 1}
            />
          </CollapsibleBlock>
        ))}
      </BlockGroup>
    </>
  );
}

/** FAQ (SPEC §2): the content service's questions as collapsible blocks. */
export function FaqPage() {
  return (
    <PageFrame title={T.routes.faq}>
      <CmsContent path="faq">{(html) => <FaqList html={html} />}</CmsContent>
    </PageFrame>
  );
}
