import { Suspense } from "react";
import { useAtom } from "jotai";
import type { User } from "../../api/types";
import { USER_TEXTS } from "../../i18n/user";
import { VISUALLY_HIDDEN_CLASS } from "../../ui/visually-hidden";
import { LAYOUTS, useLayout, userMenuOpenAtom } from "../chrome";
import { lazyWithPreload } from "../lazy";
import { useLogin, useSession } from "../session";
import { Icon } from "../../ui/icons";
import { useHeaderPanel } from "./useHeaderPanel";
import { userMenuModel } from "./userMenuModel";
import headerStyles from "./HeaderPanel.module.css";
import styles from "./UserMenu.module.css";

// Few visitors of the public register sign in, fewer open the menu: its content loads on demand.
// The button and the panel's frame are here, so a failed load is told inside the panel the user
// opened, and the button stays.
const UserMenuContent = lazyWithPreload("user-menu-panel", () =>
  import(/* webpackChunkName: "user-menu-panel" */ "./UserMenuContent").then(
    (module) => module.UserMenuContent,
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
  return <SignedInMenu user={session.user} mobile={mobile} />;
}

function SignedInMenu({ user, mobile }: { user: User; mobile: boolean }) {
  const [open, setOpen] = useAtom(userMenuOpenAtom);
  const { name } = userMenuModel(user);
  const { Panel, buttonProps, panelProps } = useHeaderPanel({
    open,
    onOpenChange: setOpen,
    preload: UserMenuContent.preload,
  });
  return (
    <div className={headerStyles.root}>
      {/* The name first, as seen (WCAG 2.5.3), then what the button is for. */}
      <button
        type="button"
        className={headerStyles.button}
        aria-label={`${name}, ${USER_TEXTS.menu.buttonSuffix}`}
        {...buttonProps}
      >
        <Icon name="person" />
        {/* Phones: the icon alone. */}
        <span className={mobile ? VISUALLY_HIDDEN_CLASS : headerStyles.label}>
          {name}
        </span>
        <Icon name={open ? "chevronUp" : "chevronDown"} size={16} />
      </button>
      {Panel && (
        // Outside the panel: it mounts with the content, so the panel's first focus lands on it.
        <Suspense fallback={null}>
          <Panel
            {...panelProps}
            className={`${headerStyles.panel} ${styles.panel}`}
            role="region"
            aria-label={USER_TEXTS.menu.buttonSuffix}
          >
            <UserMenuContent user={user} onSwitched={() => setOpen(false)} />
          </Panel>
        </Suspense>
      )}
    </div>
  );
}
