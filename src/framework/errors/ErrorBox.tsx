import { useEffect, useId, useState } from "react";
import { T } from "../../i18n/de";
import { useLogger } from "../../api/HttpContext";
import { createErrorId } from "./errorId";

/**
 * An unexpected error (SPEC §4, §8): the text with an error id, logged to the server with that id;
 * if logging fails the box says so. The details are behind a disclosure.
 */
export function ErrorBox({ error }: { error: unknown }) {
  const logger = useLogger();
  const [errorId] = useState(createErrorId);
  const [logFailed, setLogFailed] = useState(false);
  const [showDetails, setShowDetails] = useState(false);
  const detailsId = useId();
  const message =
    error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  useEffect(() => {
    let active = true;
    logger.report("error", `[${errorId}] ${message}`).then((ok) => {
      if (active && !ok) setLogFailed(true);
    });
    return () => {
      active = false;
    };
  }, [logger, errorId, message]);
  return (
    <div role="alert">
      <p>{T.errors.unexpected(errorId)}</p>
      {logFailed && <p>{T.errors.logFailed}</p>}
      <button
        type="button"
        aria-expanded={showDetails}
        aria-controls={detailsId}
        onClick={() => setShowDetails((shown) => !shown)}
      >
        {T.ui.moreInformation}
      </button>
      <pre id={detailsId} hidden={!showDetails}>
        {message}
      </pre>
    </div>
  );
}
