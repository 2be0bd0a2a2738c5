import { useEffect, useId, useState } from "react";
import { T } from "../../i18n/de";
import { useLogger } from "../../api/HttpContext";
import { createErrorId } from "./errorId";

/**
 * An unexpected error (SPEC §4, §8): the text with an error id, logged to the server with that id;
 * if logging fails the box says so. The details are behind a link (SPEC §8 "Details are available
 * by link") that discloses them in place.
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
      {/* A link, as the specification names it, to the details on this page: Enter opens it as
          any link; aria-expanded tells a screen reader whether they are shown. */}
      <a
        href={`#${detailsId}`}
        aria-expanded={showDetails}
        aria-controls={detailsId}
        onClick={(event) => {
          // The details are shown in place; following the fragment would also change the URL,
          // which the router would take for a navigation.
          event.preventDefault();
          setShowDetails((shown) => !shown);
        }}
      >
        {T.ui.moreInformation}
      </a>
      <pre id={detailsId} hidden={!showDetails}>
        {message}
      </pre>
    </div>
  );
}
