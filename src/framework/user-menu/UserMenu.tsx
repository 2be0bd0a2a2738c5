import { Suspense } from "react";
import { USER_TEXTS } from "../../i18n/user";
import { VISUALLY_HIDDEN_CLASS } from "../../ui/visually-hidden";
import { LAYOUTS, useLayout } from "../chrome";
import { lazyWithPreload } from "../lazy";
import { useLogin, useSession } from "../session";
import { Icon } from "../../ui/icons";
import headerStyles from "./HeaderPanel.module.css";

// Most visitors of the public register never sign in: the panel's code loads for those who do.
const UserMenuPanel = lazyWithPreload("user-menu-panel", () =>
  import(/* webpackChunkName: "user-menu-panel" */ "./UserMenuPanel").then(
    (module) => module.UserMenuPanel,
  ),
);

/**
 * The header's user menu (SPEC §2, §4, §6): 'Anmelden' for anonymous visitors, otherwise the
 * user's name opening a panel with identity, role switch, portal account links and logout.
 */
export function UserMenu() {
  const session = useSession();
  const login = useLogin();
  const mobile = useLayout() === LAYOUTS.mobile;
  // Until the session is known neither button would be right.
  if (!session.ready) return null;
  if (!session.user)
    return (
      <button type="button" className={headerStyles.button} onClick={login}>
        <Icon name="person" />
        {/* Phones: the icon alone, as the header's other buttons there (the burger menu names it). */}
        <span className={mobile ? VISUALLY_HIDDEN_CLASS : undefined}>
          {USER_TEXTS.menu.login}
        </span>
      </button>
    );
  return (
    <Suspense fallback={null}>
      <UserMenuPanel user={session.user} />
    </Suspense>
  );
}
