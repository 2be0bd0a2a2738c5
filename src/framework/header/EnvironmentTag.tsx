import { useEnvironment } from "../../api/endpoints/env";
import { T } from "../../i18n/de";
import { FRAME_TEXTS } from "../../i18n/frame";
import { VisuallyHidden } from "../../ui/visually-hidden";
import { useSession } from "../session";
import { environmentLabel, isProduction } from "./environmentLabel";
import styles from "./Header.module.css";

/**
 * Outside production: which environment this is, with the signed-in user's name (SPEC §2), so
 * testers never mistake a test system for the real one. A long name is cut off on screen only:
 * the whole name stays in the text screen readers read, and in the hover title.
 */
export function EnvironmentTag() {
  const { data: environment } = useEnvironment();
  const { user } = useSession();
  if (!environment || isProduction(environment.environment)) return null;
  return (
    <p className={styles.environment}>
      <VisuallyHidden>{FRAME_TEXTS.header.environment}: </VisuallyHidden>
      <span className={styles.environmentName}>
        {environmentLabel(environment.environment)}
      </span>
      {user && (
        <span className={styles.environmentUser} title={user.currentUserName}>
          <VisuallyHidden>, {T.ui.loggedInAs} </VisuallyHidden>
          {user.currentUserName}
        </span>
      )}
    </p>
  );
}
