import { Link, useLocation } from "react-router";
import { DETAILS_TEXTS } from "../../../i18n/details";
import styles from "./InstallationDetails.module.css";

const REGISTER_PATH = "/installations";

/**
 * Back to the register. A link into the details may pass `state: { from }` (the register's path
 * and query), so the user returns to the same search; otherwise to the register as it opens.
 */
export function BackLink() {
  const { state } = useLocation();
  return (
    <p className={styles.back}>
      <Link to={registerTarget(state)}>
        <span aria-hidden="true">← </span>
        {DETAILS_TEXTS.backToRegister}
      </Link>
    </p>
  );
}

function registerTarget(state: unknown): string {
  const from =
    typeof state === "object" && state !== null && "from" in state
      ? state.from
      : undefined;
  return typeof from === "string" &&
    (from === REGISTER_PATH || from.startsWith(`${REGISTER_PATH}?`))
    ? from
    : REGISTER_PATH;
}
