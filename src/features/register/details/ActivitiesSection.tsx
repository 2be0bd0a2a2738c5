import type { IedActivity, InstallationDetails } from "../../../api/types";
import { DETAILS_TEXTS } from "../../../i18n/details";
import { useReferenceName } from "../referenceLists";
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
            others.length > 0 ? (
              <ul className={styles.plainList}>
                {others.map((activity) => (
                  <li key={activity.code}>
                    <ActivityText activity={activity} />
                  </li>
                ))}
              </ul>
            ) : null,
        },
        { term: TEXTS.nace, value: <NaceText code={installation.naceCode} /> },
      ]}
    />
  );
}

/** The economic activity (ÖNACE 2008), named from the reference list; the code alone until then. */
function NaceText({ code }: { code: string }) {
  const name = useReferenceName("naceActivities", code);
  return (
    <>
      <span className={styles.code}>{code}</span>
      {name && ` ${name}`}
    </>
  );
}

function ActivityText({ activity }: { activity: IedActivity }) {
  return (
    <>
      <span className={styles.code}>{activity.code}</span> {activity.label}
    </>
  );
}
