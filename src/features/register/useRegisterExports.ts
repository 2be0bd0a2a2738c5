import { useEffect, useEffectEvent, useState } from "react";
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
 * in the register, which follows the task and offers the file when it is done (ExportStatus). A repeated click while a request is on its way is
 * ignored rather than the button disabled, so keyboard focus stays on it. It is asked of the
 * mutation cache, which knows at once: `isPending` reaches the component a tick later, after the
 * second click of a double click. A click before the list's filter is known (a signed-in user's
 * saved filter still on its way) is not lost: the export starts once it is, and is shown as being
 * started meanwhile (`asked`).
 */
const EXCEL_KEY = ["register-export", "excel"];
const GIS_KEY = ["register-export", "gis"];

export function useRegisterExports(body: InstallationSearch | null) {
  const http = useHttp();
  const queryClient = useQueryClient();
  const addToast = useAddToast();
  const trackTask = useSetAtom(excelExportTaskIdAtom);
  const excel = useMutation({
    mutationKey: EXCEL_KEY,
    mutationFn: (search: InstallationSearch) =>
      exportInstallationsExcel(http, search),
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
  });
  const gis = useMutation({
    mutationKey: GIS_KEY,
    mutationFn: (search: InstallationSearch) =>
      exportInstallationsGis(http, search),
    onSuccess: (collection) =>
      downloadBlob(
        new Blob([JSON.stringify(collection)], {
          type: "application/geo+json",
        }),
        TEXTS.gisFileName,
      ),
    onError: shownByPage,
  });

  /** An export asked for while the list's filter was not yet known. */
  const [asked, setAsked] = useState<"excel" | "gis" | null>(null);

  function start(kind: "excel" | "gis") {
    if (!body) {
      setAsked(kind);
      return;
    }
    const [mutation, other, key] =
      kind === "excel" ? [excel, gis, EXCEL_KEY] : [gis, excel, GIS_KEY];
    if (queryClient.isMutating({ mutationKey: key }) > 0) return;
    other.reset();
    mutation.mutate(exportBody(body));
  }

  const startAsked = useEffectEvent(() => {
    setAsked(null);
    if (asked) start(asked);
  });
  const known = body !== null;
  useEffect(() => {
    if (known) startAsked();
  }, [known]);

  return {
    startExcel: () => start("excel"),
    startGis: () => start("gis"),
    excel,
    gis,
    asked,
  };
}
