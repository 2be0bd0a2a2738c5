import { useAtom } from "jotai";
import { Suspense, useEffect } from "react";
import { Dialog, DIALOG_SIZES } from "../../ui/dialog";
import { historyOpenAtom, useAfterFirstLoad } from "../chrome";
import { lazyWithPreload } from "../lazy";
import { historyButtonLabel } from "./history";
import { usePageHistory } from "./useHistory";

// The entries load when the panel first opens, preloaded once the page has a history and its
// first content is shown: not part of the first load of the public register or a details page. The dialog itself is here, so a failed load is told inside
// the dialog the user opened, never beside the page, whose column it would squeeze.
const HistoryContent = lazyWithPreload("history-panel", () =>
  import(/* webpackChunkName: "history-panel" */ "./HistoryContent").then(
    (module) => module.HistoryContent,
  ),
);

/** History / versioning panel (SPEC §3, §4) of the mounted page, opened from the header. */
export function HistoryPanel() {
  const [open, setOpen] = useAtom(historyOpenAtom);
  const { config, controls } = usePageHistory();
  const hasHistory = config !== null;
  const firstLoadDone = useAfterFirstLoad();

  useEffect(() => {
    if (hasHistory && firstLoadDone) HistoryContent.preload();
  }, [hasHistory, firstLoadDone]);

  if (!config) return null;
  const close = () => setOpen(false);
  return (
    // Outside the dialog: its focus trap mounts with the entries, as before.
    <Suspense fallback={null}>
      <Dialog
        open={open}
        onClose={close}
        title={historyButtonLabel(config)}
        size={DIALOG_SIZES.large}
      >
        <HistoryContent config={config} controls={controls} onClose={close} />
      </Dialog>
    </Suspense>
  );
}
