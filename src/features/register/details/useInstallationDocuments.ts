import { useQueries, useQuery } from "@tanstack/react-query";
import { useHttp } from "../../../api/HttpContext";
import {
  dmsContainerQueryOptions,
  documentTypeBatchQueryOptions,
} from "../../../api/endpoints/dms";
import { isRegisteredForInstallationQueryOptions } from "../../../api/endpoints/auth";
import type { DmsContainer, DmsDocument } from "../../../api/types";
import { useSession } from "../../../framework/session";

/** The installation's folders in the document management system: `{installation}/{folder}`. */
const DMS_FOLDERS = ["genehmigungen", "inspektionen"] as const;
type DmsFolder = (typeof DMS_FOLDERS)[number];

/** Document type of an environmental inspection report in the DMS. */
const INSPECTION_REPORT_TYPE = "UI_BERICHT";

export interface FolderState {
  folder: DmsFolder;
  container: DmsContainer | undefined;
  isError: boolean;
  refetch: () => void;
}

export interface InstallationDocuments {
  /** The signed-in user is registered for the installation (owner): the documents are theirs to see. */
  registered: boolean;
  /** The registration check failed. */
  registrationFailed: boolean;
  retryRegistration: () => void;
  folders: FolderState[];
  /** Document type code → German name; missing while loading or after a failure. */
  typeNames: ReadonlyMap<string, string>;
  typesFailed: boolean;
  folder: (folder: DmsFolder) => DmsContainer | undefined;
}

/**
 * The registration check (only for signed-in users: anonymous visitors are never registered) and,
 * for a registered user, the installation's document folders. Document types are resolved in one
 * batch call once every folder has answered, not once per folder or per document.
 */
export function useInstallationDocuments(
  installationId: string,
): InstallationDocuments {
  const http = useHttp();
  const { isLoggedIn } = useSession();
  const registration = useQuery({
    ...isRegisteredForInstallationQueryOptions(http, installationId),
    enabled: isLoggedIn,
  });
  const registered = isLoggedIn && registration.data === true;

  const containers = useQueries({
    queries: DMS_FOLDERS.map((folder) => ({
      ...dmsContainerQueryOptions(http, [installationId, folder]),
      enabled: registered,
    })),
  });
  const settled = registered && containers.every((query) => !query.isPending);
  const types = settled ? documentTypesOf(containers.map((q) => q.data)) : [];
  const typeQuery = useQuery({
    ...documentTypeBatchQueryOptions(http, types),
    enabled: types.length > 0,
  });

  const folders = DMS_FOLDERS.map((folder, index) => {
    const query = containers[index];
    return {
      folder,
      container: query?.data,
      isError: query?.isError ?? false,
      refetch: () => void query?.refetch(),
    };
  });
  return {
    registered,
    registrationFailed: isLoggedIn && registration.isError,
    retryRegistration: () => void registration.refetch(),
    folders,
    typeNames: new Map(
      (typeQuery.data ?? []).flatMap(({ id, name }) =>
        name ? [[id, name] as const] : [],
      ),
    ),
    typesFailed: typeQuery.isError,
    folder: (folder) => folders.find((f) => f.folder === folder)?.container,
  };
}

/** Sorted, so the batch's query key does not depend on the order of the documents. */
function documentTypesOf(
  containers: readonly (DmsContainer | undefined)[],
): string[] {
  const types = new Set(
    containers.flatMap((container) =>
      (container?.documents ?? []).map((document) => document.documentType),
    ),
  );
  return [...types].sort();
}

/** The report of an inspection: the inspection report filed on the inspection's day. */
export function inspectionReport(
  container: DmsContainer | undefined,
  date: string,
): DmsDocument | undefined {
  return container?.documents.find(
    (document) =>
      document.documentType === INSPECTION_REPORT_TYPE &&
      document.created.slice(0, 10) === date,
  );
}
