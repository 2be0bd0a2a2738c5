import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSetAtom } from "jotai";
import { useHttp } from "../../api/HttpContext";
import {
  exportInstallationsExcel,
  exportInstallationsGis,
  installationSearchQueryOptions,
} from "../../api/endpoints/installations";
import { taskKeys } from "../../api/endpoints/tasks";
import type { InstallationSearch } from "../../api/types";
import { shownByPage } from "../../framework/errors";
import { useAddToast } from "../../framework/toasts";
import { REGISTER_TEXTS } from "../../i18n/register";
import { downloadBlob } from "./download";
import { excelExportTaskIdAtom } from "./exportState";
import { exportBody } from "../../api/installationSearch";

const TEXTS = REGISTER_TEXTS.export;

/**
 * 'Excel' and 'GIS' of the action bar, both on the list as filtered (every page). Failures show in
 * ExportStatus, next to the buttons: the mutations' own onError leaves the frame only the firewall
 * and timeout modals (GlobalErrors), not a second, generic error box. The Excel file
 * is a background task: it shows under 'Aufträge' (anonymous visitors' too, for their session) and
 * in the register, which follows the task and offers the file when it is done (ExportStatus). A
 * repeated click while an export is under way is ignored rather than the button disabled, so
 * keyboard focus stays on it; it is counted at once (`underWay`): `isPending` reaches the
 * component a tick later, after the second click of a double click. A click before the list's
 * filter is known (a signed-in user's saved filter still on its way) is not lost: the export is
 * under way at once, and shown so, and its request goes out once the filter is known.
 */
type ExportKind = "excel" | "gis";

/**
 * The value once it is not null: now, or when a later render has it; null if the component goes
 * first (what waited for it then does nothing, and leaves nothing pending behind).
 */
function useWhenKnown<T>(value: T | null): () => Promise<T | null> {
  const current = useRef(value);
  const waiting = useRef<((value: T | null) => void)[]>([]);
  // Before the browser can dispatch a click: a click after this render uses its value.
  useLayoutEffect(() => {
    current.current = value;
  }, [value]);
  useEffect(() => {
    if (value !== null)
      for (const resolve of waiting.current.splice(0)) resolve(value);
  }, [value]);
  useEffect(
    () => () => {
      for (const resolve of waiting.current.splice(0)) resolve(null);
    },
    [],
  );
  return useCallback(
    () =>
      current.current !== null
        ? Promise.resolve(current.current)
        : new Promise<T | null>((resolve) => waiting.current.push(resolve)),
    [],
  );
}

export function useRegisterExports(body: InstallationSearch | null) {
  const http = useHttp();
  const knownBody = useWhenKnown(body);
  const queryClient = useQueryClient();
  const addToast = useAddToast();
  const trackTask = useSetAtom(excelExportTaskIdAtom);
  // This page's own: an export left waiting by a page that has gone blocks no other.
  const [underWay] = useState(() => new Set<ExportKind>());
  const excel = useMutation({
    mutationFn: async () => {
      const search = await knownBody();
      return search && exportInstallationsExcel(http, exportBody(search));
    },
    onSuccess: (task) => {
      if (!task) return;
      trackTask(task.id);
      addToast({
        type: "info",
        message: TEXTS.excelStarted,
      });
      // The new task appears in 'Aufträge' (and its navigation entry) at once; the export is
      // started already, and is not shown as being started while the list is fetched again.
      void queryClient.invalidateQueries({ queryKey: taskKeys.all });
    },
    onError: shownByPage,
    onSettled: () => underWay.delete("excel"),
  });
  const gis = useMutation({
    mutationFn: async () => {
      const search = await knownBody();
      return search && exportInstallationsGis(http, exportBody(search));
    },
    onSuccess: (collection) => {
      if (!collection) return;
      downloadBlob(
        new Blob([JSON.stringify(collection)], {
          type: "application/geo+json",
        }),
        TEXTS.gisFileName,
      );
    },
    onError: shownByPage,
    onSettled: () => underWay.delete("gis"),
  });

  function start(kind: ExportKind) {
    if (underWay.has(kind)) return;
    underWay.add(kind);
    const [mutation, other, otherKind] =
      kind === "excel"
        ? ([excel, gis, "gis"] as const)
        : ([gis, excel, "excel"] as const);
    // What the other export said when done or failed gives way; one still under way stays shown.
    if (!underWay.has(otherKind)) other.reset();
    mutation.mutate();
  }

  // The list as answered: a search that found no installation has nothing to export, and the
  // buttons are off rather than deliver an empty file. It only reads the results' query (never
  // enabled here): a second observer that could fetch would ask again after a failed search.
  const { data: nothingToExport = false } = useQuery({
    ...installationSearchQueryOptions(http, body ?? {}),
    enabled: false,
    select: ({ total }) => total === 0,
  });

  return {
    nothingToExport,
    startExcel: () => start("excel"),
    startGis: () => start("gis"),
    excel,
    gis,
  };
}
