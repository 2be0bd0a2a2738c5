import type { LifeCycleFn } from "single-spa";
import type { HostProps } from "../framework/host";

/**
 * The face of `natippc/App` for the portal's TypeScript: what the type archive (@mf-types.zip)
 * ships. `index.ts` implements it; this file imports nothing of the app, so the archive is made
 * from a handful of files instead of the whole app (rspack.config.ts, docs/adr/0026).
 */
export type { BreadcrumbItem, EbbCheck, HostProps } from "../framework/host";
export { PRELOAD_ERROR_EVENT } from "../framework/host";
/** Query keys the host may preload (preloadedQueries). */
export { PRELOADABLE_QUERY_KEYS } from "../api/preloadable";

/** What a portal hands each lifecycle besides single-spa's own props: the host props, a container. */
export type MountProps = HostProps & { domElement?: HTMLElement };

export declare const bootstrap: LifeCycleFn<MountProps>;
/**
 * Renders the register into `domElement` (or a container of its own). The first render is a
 * transition: the portal stays responsive while React renders the page in slices.
 */
export declare const mount: LifeCycleFn<MountProps>;
/** Hands back what the mount took: the DOM, the breadcrumbs, the stylesheets in the portal's head. */
export declare const unmount: LifeCycleFn<MountProps>;
