import {
  satisfy,
  type ModuleFederationRuntimePlugin,
} from "@module-federation/runtime-core";

/** A package the host shares in a version the remote cannot use. */
export interface ShareConflict {
  pkgName: string;
  required: string;
  provided: string;
}

/**
 * React and ReactDOM are the portal's: one copy per page, by the federation contract (singletons).
 * A portal on another major is a configuration the operators must fix, so the remote says so
 * rather than starting a second React beside the portal's.
 */
const PORTAL_SINGLETON = /^react(-dom)?(\/|$)/;

const conflicts: ShareConflict[] = [];

/** The first React conflict of this page, if the host shares a React the remote cannot use. */
export function reactConflict(): ShareConflict | undefined {
  return conflicts[0];
}

/**
 * A runtime plugin (federation.config.ts, runtimePlugins) that never lets the remote run on a shared
 * package outside its `requiredVersion`: Module Federation's own choice for a singleton is the
 * host's copy whatever its version, with a warning, which ends in minified TypeErrors later
 * (React 18: `useEffectEvent is not a function`). The remote takes its own copy instead: for
 * react-router, @tanstack/react-query and jotai it then works as usual (each mount has its own
 * router, client and store); for React the mount shows the conflict (src/expose/index.ts).
 */
// eslint-disable-next-line import/no-default-export -- Module Federation loads runtime plugins by their default export
export default function shareGuard(): ModuleFederationRuntimePlugin {
  const warned = new Set<string>();
  return {
    name: "natippc-share-guard",
    resolveShare(args) {
      const { shareScopeMap, scope, pkgName, version, shareInfo } = args;
      const required = shareInfo.shareConfig?.requiredVersion;
      if (
        typeof required !== "string" ||
        !version ||
        satisfy(version, required)
      )
        return args;
      const own = shareScopeMap[scope]?.[pkgName]?.[shareInfo.version ?? ""];
      if (!own) return args;
      const conflict = { pkgName, required, provided: version };
      if (PORTAL_SINGLETON.test(pkgName)) {
        if (!conflicts.some((c) => c.pkgName === pkgName))
          conflicts.push(conflict);
      } else if (!warned.has(pkgName)) {
        warned.add(pkgName);
        console.warn(
          `natippc: the host shares ${pkgName} ${version}; natippc requires ${required} and uses its own copy.`,
        );
      }
      args.resolver = () => ({
        shared: own,
        useTreesShaking: Boolean(own.treeShaking),
      });
      return args;
    },
  };
}
