import { Component, type ReactNode } from "react";
import { T } from "../../i18n/de";
import { Alert, ALERT_TYPES } from "../../ui/alert";
import { Button } from "../../ui/button";
import { reloadPage } from "../host";
import { ChunkLoadFailed } from "./loadChunk";

/**
 * Around a lazily loaded part: when its code cannot be loaded, only this part says so (with a
 * reload, which also picks up a new deployment); the rest of the page keeps working. Any other
 * error goes on to the boundaries above.
 */
export class PartBoundary extends Component<
  { children: ReactNode },
  { failed: unknown }
> {
  override state = { failed: null as unknown };

  static getDerivedStateFromError(failed: unknown) {
    return { failed };
  }

  override render() {
    const { failed } = this.state;
    if (failed === null) return this.props.children;
    if (!(failed instanceof ChunkLoadFailed)) throw failed;
    return <ChunkFailedNotice failed={failed} />;
  }
}

/** What a part (or a page) whose code could not be loaded shows: why, and the reload. */
export function ChunkFailedNotice({ failed }: { failed: ChunkLoadFailed }) {
  return (
    <Alert type={ALERT_TYPES.Danger} live>
      <p>
        {failed.newVersion ? T.errors.newVersion : T.errors.partUnavailable}
      </p>
      <Button type="button" onClick={reloadPage}>
        {T.errors.reload}
      </Button>
    </Alert>
  );
}
