import { Component, type ReactNode } from "react";
import { T } from "../../i18n/de";
import { Alert, ALERT_TYPES } from "../../ui/alert";
import { Button } from "../../ui/button";
import { reloadPage } from "../host";
import { ChunkLoadFailed } from "./loadChunk";

/**
 * Around a lazily loaded part: when its code cannot be loaded, only this part says so (with a
 * reload, which also picks up a new deployment); the rest of the page keeps working. Any other
 * error goes on to the boundaries above. The message takes the part's `id`, if it has one.
 */
export class PartBoundary extends Component<
  { children: ReactNode; id?: string },
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
    return <ChunkFailedNotice failed={failed} id={this.props.id} />;
  }
}

/** What a part (or a page) whose code could not be loaded shows: why, and the reload. */
export function ChunkFailedNotice({
  failed,
  id,
}: {
  failed: ChunkLoadFailed;
  id?: string;
}) {
  return (
    <Alert type={ALERT_TYPES.Danger} live id={id}>
      <p>
        {failed.newVersion ? T.errors.newVersion : T.errors.partUnavailable}
      </p>
      <Button type="button" onClick={reloadPage}>
        {T.errors.reload}
      </Button>
    </Alert>
  );
}
