import { useCallback, useEffect, useRef } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useSetAtom } from "jotai";
import { useHttp } from "../../api/HttpContext";
import {
  exportInstallationsExcel,
  exportInstallationsGis,
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

/** The value once it is not null: now, or when a later render has it. */
function useWhenKnown<T>(value: T | null): () => Promise<T> {
  const current = useRef(value);
  const waiting = useRef<((value: T) => void)[]>([]);
  useEffect(() => {
    current.current = value;
    if (value !== null)
      for (const resolve of waiting.current.splice(0)) resolve(value);
  }, [value]);
  return useCallback(
    () =>
      current.current !== null
        ? Promise.resolve(current.current)
        : new Promise<T>((resolve) => waiting.current.push(resolve)),
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
  const underWay = useRef(new Set<ExportKind>());
  const excel = useMutation({
    mutationFn: async () =>
      exportInstallationsExcel(http, exportBody(await knownBody())),
    onSuccess: (task) => {
      trackTask(task.id);
      addToast({
        type: "info",
        message: TEXTS.excelStarted,
      });
      // The new task appears in 'Aufträge' (and its navigation entry) at once.
      return queryClient.invalidateQueries({ queryKey: taskKeys.all });
    },
    onError: shownByPage,
    onSettled: () => underWay.current.delete("excel"),
  });
  const gis = useMutation({
    mutationFn: async () =>
      exportInstallationsGis(http, exportBody(await knownBody())),
    onSuccess: (collection) =>
      downloadBlob(
        new Blob([JSON.stringify(collection)], {
          type: "application/geo+json",
        }),
        TEXTS.gisFileName,
      ),
    onError: shownByPage,
    onSettled: () => underWay.current.delete("gis"),
  });

  function start(kind: ExportKind) {
    if (underWay.current.has(kind)) return;
    underWay.current.add(kind);
    const [mutation, other] = kind === "excel" ? [excel, gis] : [gis, excel];
    other.reset();
    mutation.mutate();
  }

  return {
    startExcel: () => start("excel"),
    startGis: () => start("gis"),
    excel,
    gis,
  };
}
