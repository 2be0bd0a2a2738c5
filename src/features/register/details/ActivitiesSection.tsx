import type { IedActivity, InstallationDetails } from "../../../api/types";
import { DETAILS_TEXTS } from "../../../i18n/details";
import { FactList } from "./FactList";
import styles from "./InstallationDetails.module.css";

const TEXTS = DETAILS_TEXTS.activities;

export function ActivitiesSection({
  installation,
}: {
  installation: InstallationDetails;
}) {
  const main = installation.mainActivity;
  const others = installation.activities.filter((a) => a.code !== main.code);
  return (
    <FactList
      facts={[
        { term: TEXTS.main, value: <ActivityText activity={main} /> },
        {
          term: TEXTS.other,
          value:
            others.length === 0 ? (
              TEXTS.none
            ) : (
              <ul className={styles.plainList}>
                {others.map((activity) => (
                  <li key={activity.code}>
                    <ActivityText activity={activity} />
                  </li>
                ))}
              </ul>
            ),
        },
      ]}
    />
  );
}

function ActivityText({ activity }: { activity: IedActivity }) {
  return (
    <>
      <span className={styles.code}>{activity.code}</span> {activity.label}
    </>
  );
}
