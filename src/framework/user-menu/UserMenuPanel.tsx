import { portalUrls } from "../../api/hostAddresses";
import { useCallback, useId } from "react";
import { useAtom } from "jotai";
import { FloatingFocusManager } from "@floating-ui/react";
import { logout } from "../../api/endpoints/portal";
import { useHttp, useLogger } from "../../api/HttpContext";
import type { User } from "../../api/types";
import { T } from "../../i18n/de";
import { USER_TEXTS } from "../../i18n/user";
import { Alert, ALERT_TYPES } from "../../ui/alert";
import { VISUALLY_HIDDEN_CLASS } from "../../ui/visually-hidden";
import { assignLocation, reloadPage, useHost } from "../host";
import { LAYOUTS, useLayout, userMenuOpenAtom } from "../chrome";
import { recordSessionEnd } from "../session";
import { Icon } from "../../ui/icons";
import { useHeaderPanel } from "./useHeaderPanel";
import { useRoleSwitch } from "./useRoleSwitch";
import { PORTAL_EVENTS, userMenuModel } from "./userMenuModel";
import headerStyles from "./HeaderPanel.module.css";
import styles from "./UserMenu.module.css";

/** The portal's account pages, for users who manage their account there. */
const ACCOUNT_LINKS = [
  { event: PORTAL_EVENTS.profile, label: USER_TEXTS.menu.profile },
  { event: PORTAL_EVENTS.password, label: USER_TEXTS.menu.changePassword },
] as const;

/** The signed-in user's panel: loaded only once someone is signed in (UserMenu). */
export function UserMenuPanel({ user }: { user: User }) {
  const [open, setOpen] = useAtom(userMenuOpenAtom);
  const model = userMenuModel(user);
  const { portalBaseUrl } = useHost();
  const http = useHttp();
  const logger = useLogger();
  const rolesLabelId = useId();
  const { switchRole, pendingRoleId, failed, reset } = useRoleSwitch({
    onSwitched: () => setOpen(false),
  });
  const onOpenChange = useCallback(
    (next: boolean) => {
      setOpen(next);
      // A failed switch is old news when the menu opens again.
      if (!next) reset();
    },
    [setOpen, reset],
  );
  const { context, buttonProps, panelProps } = useHeaderPanel({
    open,
    onOpenChange,
  });
  const pending = pendingRoleId !== undefined;
  const mobile = useLayout() === LAYOUTS.mobile;

  return (
    <div className={headerStyles.root}>
      {/* The name first, as seen (WCAG 2.5.3), then what the button is for. */}
      <button
        type="button"
        className={headerStyles.button}
        aria-label={`${model.name}, ${USER_TEXTS.menu.buttonSuffix}`}
        {...buttonProps}
      >
        <Icon name="person" />
        {/* Phones: the icon alone. */}
        <span className={mobile ? VISUALLY_HIDDEN_CLASS : headerStyles.label}>
          {model.name}
        </span>
        <Icon name={open ? "chevronUp" : "chevronDown"} size={16} />
      </button>
      {open && (
        <FloatingFocusManager context={context} modal={false} restoreFocus>
          <div
            className={`${headerStyles.panel} ${styles.panel}`}
            {...panelProps}
            role="region"
            aria-label={USER_TEXTS.menu.buttonSuffix}
          >
            <div className={styles.identity}>
              <p>
                {T.ui.loggedInAs} <strong>{model.name}</strong>
              </p>
              {model.mainUserName && (
                <p className={styles.muted}>
                  {USER_TEXTS.menu.actingFor(model.mainUserName, model.name)}
                </p>
              )}
              {model.activeRoleName && (
                <p className={styles.muted}>
                  {USER_TEXTS.menu.activeRole}: {model.activeRoleName}
                </p>
              )}
            </div>
            {failed && (
              <Alert type={ALERT_TYPES.Danger} live onDismiss={reset}>
                {T.errors.roleSwitch}
              </Alert>
            )}
            {model.otherRoles.length > 0 && (
              <div
                role="group"
                aria-labelledby={rolesLabelId}
                className={styles.section}
              >
                <p id={rolesLabelId} className={styles.sectionTitle}>
                  {USER_TEXTS.menu.switchRole}
                </p>
                <ul className={styles.list}>
                  {model.otherRoles.map((role) => (
                    <li key={role.id}>
                      {/* aria-disabled, not disabled: focus stays on the button while it works. */}
                      <button
                        type="button"
                        className={styles.item}
                        aria-disabled={pending || undefined}
                        aria-busy={pendingRoleId === role.id || undefined}
                        onClick={() => {
                          if (!pending) switchRole(role.id);
                        }}
                      >
                        {role.name}
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <ul className={`${styles.list} ${styles.section}`}>
              {model.showAccountLinks &&
                ACCOUNT_LINKS.map(({ event, label }) => (
                  <li key={event}>
                    <a
                      className={styles.item}
                      href={portalUrls(portalBaseUrl).event(event)}
                    >
                      {label}
                    </a>
                  </li>
                ))}
              <li>
                <button
                  type="button"
                  className={styles.item}
                  onClick={() => {
                    recordSessionEnd(Date.now());
                    void logout(http, {
                      variant: model.logoutVariant,
                      logger,
                      location: { assign: assignLocation, reload: reloadPage },
                    });
                  }}
                >
                  {USER_TEXTS.menu.logout}
                </button>
              </li>
            </ul>
          </div>
        </FloatingFocusManager>
      )}
    </div>
  );
}
