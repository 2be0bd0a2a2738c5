import { T } from "../i18n/de";

/** Last resort when the whole remote fails to render: no providers can be trusted here. */
export function MountFailure({ error }: { error: Error }) {
  return (
    <div role="alert">
      <h1>{T.pages.fatal}</h1>
      <p>{error.message}</p>
    </div>
  );
}
