import { useLocation, useNavigate } from "react-router";
import { Page } from "../page";
import { T } from "../../i18n/de";
import { ErrorBox } from "../errors";
import { ChunkFailedNotice, ChunkLoadFailed } from "../lazy";

/**
 * A page that failed to load or render (SPEC §2 "Schwerer Fehler"). A page whose code could not
 * be loaded offers the reload that helps (and says when a new version is the reason), and a retry:
 * the same address opened again, which loads the page's code anew; the host has heard of it
 * through the preload-error event.
 */
export function FatalErrorPage({ error }: { error: unknown }) {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <Page title={T.pages.fatal}>
      {error instanceof ChunkLoadFailed ? (
        <ChunkFailedNotice
          failed={error}
          onRetry={() =>
            void navigate(location, { replace: true, state: location.state })
          }
        />
      ) : (
        <ErrorBox error={error} />
      )}
    </Page>
  );
}
