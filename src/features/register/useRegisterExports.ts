import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useSetAtom } from "jotai";
import { useHttp } from "../../api/HttpContext";
import {
  exportInstallationsExcel,
  exportInstallationsGis,
} from "../../api/endpoints/installations";
import { taskKeys } from "../../api/endpoints/tasks";
import type { InstallationSearch } from "../../api/types";
import { useSession } from "../../framework/session/useSession";
import { useAddToast } from "../../framework/toasts/toasts";
import { REGISTER_TEXTS } from "../../i18n/register";
import { downloadBlob } from "./download";
import { excelExportTaskIdAtom } from "./exportState";
import { exportBody } from "./registerView";

const TEXTS = REGISTER_TEXTS.export;

/**
 * Failures show in ExportStatus, next to the buttons. A mutation with its own onError leaves the
 * frame only the firewall and timeout modals (GlobalErrors), not a second, generic error box.
 */
const SHOWN_BY_PAGE = () => {};

/**
 * 'Excel' and 'GIS' of the action bar, both on the list as filtered (every page). The Excel file
 * is a background task: signed-in users find it under 'Aufträge'; visitors, whose tasks live only
 * in their session and who cannot open 'Aufträge', download it from the register when it is done
 * (ExportStatus follows the task either way). A repeated click while a request is on its way is
 * ignored rather than the button disabled, so keyboard focus stays on it.
 */
export function useRegisterExports(body: InstallationSearch | null) {
  const http = useHttp();
  const queryClient = useQueryClient();
  const session = useSession();
  const addToast = useAddToast();
  const trackTask = useSetAtom(excelExportTaskIdAtom);
  const excel = useMutation({
    mutationFn: (search: InstallationSearch) =>
      exportInstallationsExcel(http, search),
    onSuccess: (task) => {
      trackTask(task.id);
      addToast({
        type: "info",
        message: session.isLoggedIn
          ? TEXTS.excelStarted
          : TEXTS.excelStartedAnonymous,
      });
      // The new task appears in 'Aufträge' (and its navigation entry) at once.
      return queryClient.invalidateQueries({ queryKey: taskKeys.all });
    },
    onError: SHOWN_BY_PAGE,
  });
  const gis = useMutation({
    mutationFn: (search: InstallationSearch) =>
      exportInstallationsGis(http, search),
    onSuccess: (collection) =>
      downloadBlob(
        new Blob([JSON.stringify(collection)], {
          type: "application/geo+json",
        }),
        TEXTS.gisFileName,
      ),
    onError: SHOWN_BY_PAGE,
  });

  function startExcel() {
    if (!body || excel.isPending) return;
    gis.reset();
    excel.mutate(exportBody(body));
  }

  function startGis() {
    if (!body || gis.isPending) return;
    excel.reset();
    gis.mutate(exportBody(body));
  }

  return { startExcel, startGis, excel, gis };
}
