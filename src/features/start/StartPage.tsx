import { Page as PageFrame } from "../../framework/page/Page";
import { T } from "../../i18n/de";

export function Page() {
  return (
    <PageFrame title={T.routes.start}>
      <p>{T.pages.comingSoon}</p>
    </PageFrame>
  );
}
