import { portalUrls } from "../../api/hostAddresses";
import { useId } from "react";
import { logout } from "../../api/endpoints/portal";
import { useHttp, useLogger } from "../../api/HttpContext";
import type { User } from "../../api/types";
import { T } from "../../i18n/de";
import { USER_TEXTS } from "../../i18n/user";
import { Alert, ALERT_TYPES } from "../../ui/alert";
import { assignLocation, reloadPage, useHost } from "../host";
import { recordSessionEnd } from "../session";
import { useRoleSwitch } from "./useRoleSwitch";
import { PORTAL_EVENTS, userMenuModel } from "./userMenuModel";
import styles from "./UserMenu.module.css";

/** The portal's account pages, for users who manage their account there. */
const ACCOUNT_LINKS = [
  { event: PORTAL_EVENTS.profile, label: USER_TEXTS.menu.profile },
  { event: PORTAL_EVENTS.password, label: USER_TEXTS.menu.changePassword },
] as const;

/** What the signed-in user's panel holds: loaded when the panel is first opened or pointed at. */
export function UserMenuContent({
  user,
  onSwitched,
}: {
  user: User;
  /** A role switch went through: the panel closes. */
  onSwitched: () => void;
}) {
  const model = userMenuModel(user);
  const { portalBaseUrl } = useHost();
  const http = useHttp();
  const logger = useLogger();
  const rolesLabelId = useId();
  // Its state (a failed switch) ends when the panel closes: this content unmounts with it.
  const { switchRole, pendingRoleId, failed, reset } = useRoleSwitch({
    onSwitched,
  });
  const pending = pendingRoleId !== undefined;

  return (
    <>
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
    </>
  );
}
