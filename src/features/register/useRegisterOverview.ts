import { useUserInfo } from "../../api/endpoints/auth";
import {
  USER_TYPES,
  type OverviewSelection,
  type UserInfo,
} from "../../api/types";
import { useOverviewSelection, useSession } from "../../framework/session";

/**
 * The overview selections a visitor can ask the server for: 'owner' needs a registered user,
 * 'official' an authority with a Bundesland; anything else answers 401/403.
 */
function overviewOptions(
  isLoggedIn: boolean,
  info: UserInfo | undefined,
): OverviewSelection[] {
  if (!isLoggedIn || !info) return ["all"];
  if (info.userType === USER_TYPES.NATIPPC_REGISTERED) return ["all", "owner"];
  const land = info.bundeslandCode;
  if (info.userType === USER_TYPES.AUTHORITY && land && land !== "0")
    return ["all", "official"];
  return ["all"];
}

/**
 * The overview selection (SPEC §4, shared with the start page) as the register applies it.
 * `ready` holds back the first search until the user's default is known, so a registered user
 * does not first get every installation and then their own.
 */
export function useRegisterOverview() {
  const session = useSession();
  const userInfo = useUserInfo({ enabled: session.isLoggedIn });
  const [selection, setSelection] = useOverviewSelection();
  const info = session.isLoggedIn ? userInfo.data : undefined;
  const ready =
    session.ready &&
    (!session.isLoggedIn || userInfo.data !== undefined || userInfo.isError);
  const options = overviewOptions(session.isLoggedIn, info);
  return {
    ready,
    overview: options.includes(selection) ? selection : "all",
    options,
    bundeslandCode: info?.bundeslandCode ?? null,
    setOverview: setSelection,
  };
}
