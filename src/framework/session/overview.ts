import { atom, useAtom } from "jotai";
import { useEffect } from "react";
import { useUserInfo } from "../../api/endpoints/auth";
import {
  USER_TYPES,
  type OverviewSelection,
  type UserInfo,
} from "../../api/types";
import { useSession } from "./useSession";

/** SPEC §4: official for an authority with a federal state, owner for a registered user, else all. */
export function defaultOverview(
  info: UserInfo | null | undefined,
): OverviewSelection {
  const hasBundesland = Boolean(
    info?.bundeslandCode && info.bundeslandCode !== "0",
  );
  if (info?.userType === USER_TYPES.AUTHORITY && hasBundesland)
    return "official";
  if (info?.userType === USER_TYPES.NATIPPC_REGISTERED) return "owner";
  return "all";
}

/** null until the first user-info load sets the default; then the user's choice. */
const overviewSelectionAtom = atom<OverviewSelection | null>(null);

/** The overview selection, defaulted once on the first user-info load (SPEC §4). */
export function useOverviewSelection() {
  const session = useSession();
  const userInfo = useUserInfo({ enabled: session.isLoggedIn });
  const [selection, setSelection] = useAtom(overviewSelectionAtom);
  const info = session.isLoggedIn ? userInfo.data : null;
  const known = !session.isLoggedIn
    ? session.ready
    : userInfo.data !== undefined;
  useEffect(() => {
    if (selection === null && known) setSelection(defaultOverview(info));
  }, [selection, known, info, setSelection]);
  return [selection ?? defaultOverview(info), setSelection] as const;
}
