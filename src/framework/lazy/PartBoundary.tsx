import { Component, type ReactNode } from "react";
import { T } from "../../i18n/de";
import { Alert, ALERT_TYPES } from "../../ui/alert";
import { Button } from "../../ui/button";
import { reloadPage } from "../host";
import { ChunkLoadFailed } from "./loadChunk";

interface PartBoundaryProps {
  children: ReactNode;
  id?: string;
  /** Its message is shown: the failed load may be forgotten, the next render loads anew. */
  onFailureShown?: () => void;
}

/**
 * Around a lazily loaded part: when its code cannot be loaded, only this part says so (with a
 * reload, which also picks up a new deployment, and a retry, which renders the part again); the
 * rest of the page keeps working. Any other error goes on to the boundaries above. The message takes
 * the part's `id`, if it has one.
 */
export class PartBoundary extends Component<
  PartBoundaryProps,
  { failed: unknown }
> {
  override state = { failed: null as unknown };

  static getDerivedStateFromError(failed: unknown) {
    return { failed };
  }

  override componentDidCatch() {
    this.props.onFailureShown?.();
  }

  override render() {
    const { failed } = this.state;
    if (failed === null) return this.props.children;
    if (!(failed instanceof ChunkLoadFailed)) throw failed;
    return (
      <ChunkFailedNotice
        failed={failed}
        id={this.props.id}
        onRetry={() => this.setState({ failed: null })}
      />
    );
  }
}

/**
 * What a part (or a page) whose code could not be loaded shows: why, and the reload; unless the
 * file is gone for a new version, also `onRetry`, which tries again in place.
 */
export function ChunkFailedNotice({
  failed,
  id,
  onRetry,
}: {
  failed: ChunkLoadFailed;
  id?: string;
  onRetry?: () => void;
}) {
  return (
    <Alert type={ALERT_TYPES.Danger} live id={id}>
      <p>
        {failed.newVersion ? T.errors.newVersion : T.errors.partUnavailable}
      </p>
      {onRetry && !failed.newVersion && (
        <>
          <Button type="button" onClick={onRetry}>
            {T.errors.retry}
          </Button>{" "}
        </>
      )}
      <Button type="button" onClick={reloadPage}>
        {T.errors.reload}
      </Button>
    </Alert>
  );
}
