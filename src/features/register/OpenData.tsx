import { Suspense, useState } from "react";
import type { SearchBody } from "../../api/installationSearch";
import { REGISTER_TEXTS } from "../../i18n/register";
import { lazyWithPreload, useOpenedOnce } from "../../framework/lazy";
import { CollapsibleBlock } from "../../ui/collapsible";
import { Spinner } from "../../ui/spinner";

// Few visitors open it, and the column descriptions weigh more than the rest of the section:
// its content loads on first opening, outside the register page's chunk.
const OpenDataContent = lazyWithPreload("open-data", () =>
  import(/* webpackChunkName: "open-data" */ "./OpenDataContent").then(
    (module) => module.OpenDataContent,
  ),
);

/** The whole result as open data, collapsed below the list: the list comes first. */
export function OpenData({ body }: { body: SearchBody }) {
  const [expanded, setExpanded] = useState(false);
  const opened = useOpenedOnce(expanded);
  return (
    <CollapsibleBlock
      title={REGISTER_TEXTS.openData}
      headingLevel={2}
      expanded={expanded}
      onExpandedChange={setExpanded}
    >
      {opened && (
        <Suspense fallback={<Spinner showLabel />}>
          <OpenDataContent body={body} />
        </Suspense>
      )}
    </CollapsibleBlock>
  );
}
