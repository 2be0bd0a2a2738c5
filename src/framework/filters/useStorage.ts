import { useMemo } from "react";
import { useFilterStorage, type FilterStorage } from "../../api/filter-storage";
import { createSessionFilterStorage } from "../../api/sessionFilterStorage";
import { browserStorage } from "../chrome";
import { useSession } from "../session";

/** Logged-in users keep filters in their user settings; visitors for the session (SPEC §7). */
export function useStorage(): {
  owner: string | null;
  storage: FilterStorage;
} {
  const session = useSession();
  const settings = useFilterStorage();
  const owner = session.ready ? (session.user?.username ?? "") : null;
  const storage = useMemo(
    () =>
      owner
        ? settings
        : createSessionFilterStorage(browserStorage("sessionStorage")),
    [owner, settings],
  );
  return { owner, storage };
}
