import { Page as PageFrame } from "../../framework/page";
import { CmsContent } from "./CmsContent";
import { withoutRepeatedTitle } from "./cmsHtml";
import { SanitizedHtml } from "../../framework/content";

/** A page fed by the content service (SPEC §2): the route name as title, the CMS page below. */
export function ContentPage({ title, path }: { title: string; path: string }) {
  return (
    <PageFrame title={title}>
      <CmsContent path={path}>
        {(html) => <SanitizedHtml html={withoutRepeatedTitle(html, title)} />}
      </CmsContent>
    </PageFrame>
  );
}
