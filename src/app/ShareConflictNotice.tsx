import { T } from "../i18n/de";
import { Alert, ALERT_TYPES } from "../ui/alert";
import "../ui/tokens.css";

/** What the remote shows instead of itself when the portal shares a React it cannot run on. */
export function ShareConflictNotice({
  pkgName,
  provided,
  required,
}: {
  pkgName: string;
  provided: string;
  required: string;
}) {
  return (
    <div className="natippc-root">
      <h1>{T.pages.cannotStart}</h1>
      <Alert type={ALERT_TYPES.Danger} live>
        {T.pages.cannotStartText(pkgName, provided, required)}
      </Alert>
    </div>
  );
}
