import React from "react";
import ReactDOMClient from "react-dom/client";
import singleSpaReact from "single-spa-react";
import type { AppProps } from "single-spa";
import { createHttpClient } from "../api/http";
import { createLogger } from "../api/logger";
import { fetchEnvironment } from "../api/endpoints/env";
import { AppRoot, createMountState, type MountState } from "../app/AppRoot";
import { MountFailure } from "../app/MountFailure";
import { ShareConflictNotice } from "../app/ShareConflictNotice";
import { resolveHost } from "../framework/host";
import { handleChunkScriptErrors } from "../framework/lazy";
import { reactConflict } from "./federation-runtime/shareGuard";
import { detachStyles, reattachStyles } from "./styles";
import type * as Contract from "./contract";

export type {
  BreadcrumbItem,
  EbbCheck,
  HostProps,
  MountProps,
} from "./contract";
export { PRELOAD_ERROR_EVENT, PRELOADABLE_QUERY_KEYS } from "./contract";

type Props = Contract.MountProps & AppProps;

/**
 * The names mounted now. A name mounted twice would share one React root: the second mount is
 * refused (`refused` keeps its props, whose unmount then has nothing to do). The stylesheets leave
 * the portal's head with the last instance, not the first.
 */
const mountedNames = new Set<string>();
const refused = new WeakSet<object>();

/** While anything is mounted: removes the window listener that takes a chunk answered with a page. */
let stopChunkScriptErrors: (() => void) | undefined;

/** Containers this remote created itself (no domElement from the host): removed again on unmount. */
const ownContainers = new Map<string, HTMLElement>();
/** Mounts that show the React conflict instead of the app. */
const conflictRoots = new Map<string, ReactDOMClient.Root>();

function domElementGetter(props: Props): HTMLElement {
  if (props.domElement) return props.domElement;
  const id = `single-spa-application:${props.name}`;
  let element = document.getElementById(id);
  if (!element) {
    element = document.createElement("div");
    element.id = id;
    document.body.appendChild(element);
    ownContainers.set(props.name, element);
  }
  return element;
}

const lifecycles = singleSpaReact<
  Contract.MountProps & { mountState?: MountState }
>({
  React,
  ReactDOMClient,
  rootComponent: AppRoot,
  domElementGetter,
  errorBoundary: (error, _info, props) =>
    React.createElement(MountFailure, { error, mount: props?.mountState }),
});

export const bootstrap: typeof Contract.bootstrap = lifecycles.bootstrap;

/**
 * The portal shares a React the remote cannot run on (federation-runtime/shareGuard.ts): the
 * container says so in German, the console and the server log in English for the operators.
 */
function mountConflict(
  props: Props,
  conflict: NonNullable<ReturnType<typeof reactConflict>>,
): Promise<void> {
  const host = resolveHost(props);
  const http = createHttpClient(host);
  const logger = createLogger({ http });
  // The log entry is a POST and may be the remote's first request: the server hands out its XSRF
  // token with its first answer, so one GET goes first.
  void fetchEnvironment(http)
    .catch(() => undefined)
    .then(() =>
      logger.report(
        "error",
        `natippc cannot start: the host shares ${conflict.pkgName} ${conflict.provided}, natippc requires ${conflict.required}.`,
      ),
    );
  const root = ReactDOMClient.createRoot(domElementGetter(props));
  root.render(React.createElement(ShareConflictNotice, conflict));
  conflictRoots.set(props.name, root);
  return Promise.resolve();
}

/**
 * The mount's state is made here, so the first page's chunk and data load while React renders.
 * The first render is a transition: React renders the page in slices of a few milliseconds, not in
 * one task of 30–35 ms (120–140 ms on a slow phone), and the portal stays responsive meanwhile.
 */
export const mount: typeof Contract.mount = (props) => {
  if (mountedNames.has(props.name)) {
    refused.add(props);
    console.error(
      `natippc: "${props.name}" is mounted already; this mount is refused. Unmount it first, or give the second instance a name of its own (a single-spa parcel gets one).`,
    );
    return Promise.resolve();
  }
  mountedNames.add(props.name);
  reattachStyles();
  stopChunkScriptErrors ??= handleChunkScriptErrors();
  const conflict = reactConflict();
  if (conflict) return mountConflict(props, conflict);
  const mountState = createMountState(props);
  let mounted: Promise<unknown> = Promise.resolve();
  // single-spa-react calls root.render() synchronously inside mount, so the render is the transition's.
  React.startTransition(() => {
    mounted = lifecycles.mount({ ...props, mountState });
  });
  return mounted;
};

export const unmount: typeof Contract.unmount = async (props) => {
  if (refused.delete(props) || !mountedNames.has(props.name)) return;
  const conflictRoot = conflictRoots.get(props.name);
  conflictRoots.delete(props.name);
  if (conflictRoot) conflictRoot.unmount();
  else await lifecycles.unmount(props);
  props.setBreadcrumbs?.([]);
  ownContainers.get(props.name)?.remove();
  ownContainers.delete(props.name);
  mountedNames.delete(props.name);
  if (mountedNames.size === 0) {
    detachStyles();
    stopChunkScriptErrors?.();
    stopChunkScriptErrors = undefined;
  }
};
