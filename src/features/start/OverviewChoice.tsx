import { useId } from "react";
import { Link } from "react-router";
import { useUserInfo } from "../../api/endpoints/auth";
import {
  USER_TYPES,
  type OverviewSelection,
  type UserInfo,
} from "../../api/types";
import { useOverviewSelection, useSession } from "../../framework/session";
import { START_TEXTS } from "../../i18n/start";
import styles from "./StartPage.module.css";

const TEXTS = START_TEXTS.overview;

/** The views a user may choose (SPEC §3, §6): official for an authority of a Bundesland, owner for a registered user. */
export function overviewOptions(
  info: UserInfo | undefined,
): OverviewSelection[] {
  const options: OverviewSelection[] = ["all"];
  if (
    info?.userType === USER_TYPES.AUTHORITY &&
    info.bundeslandCode &&
    info.bundeslandCode !== "0"
  )
    options.push("official");
  if (info?.userType === USER_TYPES.NATIPPC_REGISTERED) options.push("owner");
  return options;
}

export function overviewLabel(
  option: OverviewSelection,
  bundeslandName?: string,
): string {
  return option === "official" ? TEXTS.official(bundeslandName) : TEXTS[option];
}

/**
 * The overview selection for signed-in users with more than one view; the register reads the
 * same atom. `bundeslandOf` names the authority's Bundesland when the figures know it.
 */
export function OverviewChoice({
  bundeslandOf,
}: {
  bundeslandOf: (code: string) => string | undefined;
}) {
  const session = useSession();
  const userInfo = useUserInfo({ enabled: session.isLoggedIn });
  const [selection, setSelection] = useOverviewSelection();
  const name = useId();
  const hintId = useId();
  const options = overviewOptions(userInfo.data);
  if (!session.isLoggedIn || options.length < 2) return null;
  const bundesland = bundeslandOf(userInfo.data?.bundeslandCode ?? "");

  return (
    <fieldset className={styles.overview} aria-describedby={hintId}>
      <legend className={styles.overviewLegend}>{TEXTS.legend}</legend>
      <p id={hintId} className={styles.hint}>
        {TEXTS.hint}
      </p>
      <div className={styles.radios}>
        {options.map((option) => (
          <label key={option} className={styles.radio}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={selection === option}
              onChange={() => setSelection(option)}
            />
            {overviewLabel(option, bundesland)}
          </label>
        ))}
      </div>
      <Link to="/installations" className={styles.overviewLink}>
        {TEXTS.toRegister}
      </Link>
    </fieldset>
  );
}
