import { atom, useAtomValue, useSetAtom } from "jotai";
import { useCallback, useLayoutEffect } from "react";
import {
  historyButtonLabelAtom,
  historyOpenAtom,
  pageHasHistoryAtom,
} from "../chrome";
import { T } from "../../i18n/de";
import {
  historyButtonLabel,
  historyConfigKey,
  initialHistoryView,
  toCurrentVersion,
  type HistoryConfig,
  type HistoryView,
} from "./history";

/**
 * The panel lives in the layout, outside the page's tree, so the page hands its history over
 * through the store while it is mounted.
 */
export const historyConfigAtom = atom<HistoryConfig | null>(null);

interface StoredView extends HistoryView {
  key: string;
}
const storedViewAtom = atom<StoredView | null>(null);

/** The user's choice while it belongs to this history; the initial view of SPEC §4 otherwise. */
function resolveView(
  config: HistoryConfig | null | undefined,
  stored: StoredView | null,
): HistoryView {
  if (!config) return { activeVersionId: undefined, showChanges: false };
  return stored?.key === historyConfigKey(config)
    ? {
        activeVersionId: stored.activeVersionId,
        showChanges: stored.showChanges,
      }
    : initialHistoryView(config);
}

export interface HistoryControls extends HistoryView {
  /** True while the newest version is the shown one. */
  isCurrentVersion: boolean;
  selectVersion(id: string): void;
  setShowChanges(show: boolean): void;
  toCurrentVersion(): void;
}

function useHistoryControls(
  config: HistoryConfig | null | undefined,
): HistoryControls {
  const stored = useAtomValue(storedViewAtom);
  const setStored = useSetAtom(storedViewAtom);
  const view = resolveView(config, stored);

  const update = useCallback(
    (change: (view: HistoryView) => HistoryView) => {
      if (!config) return;
      setStored((previous) => ({
        ...change(resolveView(config, previous)),
        key: historyConfigKey(config),
      }));
    },
    [config, setStored],
  );

  const current = config ? toCurrentVersion(view, config.items) : view;
  return {
    ...view,
    isCurrentVersion: current.activeVersionId === view.activeVersionId,
    selectVersion: (id) => update((v) => ({ ...v, activeVersionId: id })),
    setShowChanges: (show) => update((v) => ({ ...v, showChanges: show })),
    toCurrentVersion: () =>
      update((v) => (config ? toCurrentVersion(v, config.items) : v)),
  };
}

/**
 * Offers the page's history in the header and the history panel while the page is mounted.
 * Pass null while the data is loading. Returns the shown version for the page to render.
 */
export function useHistory(
  config: HistoryConfig | null | undefined,
): HistoryControls {
  const setConfig = useSetAtom(historyConfigAtom);
  const setHasHistory = useSetAtom(pageHasHistoryAtom);
  const setLabel = useSetAtom(historyButtonLabelAtom);
  const setOpen = useSetAtom(historyOpenAtom);
  const present = config != null;

  // Before the paint: the header's button appears with the page, not a frame later beside it.
  useLayoutEffect(() => {
    if (config) {
      setConfig(config);
      setLabel(historyButtonLabel(config));
    }
  }, [config, setConfig, setLabel]);

  useLayoutEffect(() => {
    if (!present) return;
    setHasHistory(true);
    return () => {
      setHasHistory(false);
      setOpen(false);
      setConfig(null);
      setLabel(T.ui.history);
    };
  }, [present, setHasHistory, setOpen, setConfig, setLabel]);

  return useHistoryControls(config);
}

/** The panel's side: the history the mounted page offers, if any. */
export function usePageHistory(): {
  config: HistoryConfig | null;
  controls: HistoryControls;
} {
  const config = useAtomValue(historyConfigAtom);
  return { config, controls: useHistoryControls(config) };
}
