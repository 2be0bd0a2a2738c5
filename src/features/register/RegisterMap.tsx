import { Suspense } from "react";
import { mapSearch, type SearchBody } from "../../api/installationSearch";
import { lazyWithPreload } from "../../framework/lazy";
import { Spinner } from "../../ui/spinner";
import { SPINNER_DELAY_MS } from "../../ui/tokens";
import styles from "./Register.module.css";

// MapLibre is several times the size of the rest of the register: it loads when the map is first
// shown, never with the list.
const InstallationMap = lazyWithPreload("register-map", () =>
  import(/* webpackChunkName: "register-map" */ "./map/InstallationMap").then(
    (module) => module.InstallationMap,
  ),
);

/** The register's search on the map (view=map). */
export function RegisterMap({ body }: { body: SearchBody }) {
  return (
    <Suspense
      fallback={
        <div className={styles.pending}>
          <Spinner delayMs={SPINNER_DELAY_MS} />
        </div>
      }
    >
      <InstallationMap search={mapSearch(body)} />
    </Suspense>
  );
}
