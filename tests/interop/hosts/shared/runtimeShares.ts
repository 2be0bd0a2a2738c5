/**
 * The `shared` of a portal built on the federation runtime API alone (createInstance): the portal's
 * own React and ReactDOM offered to IPPC Austria as singletons. The modules come from the host, not
 * from here, so each host shares the React it was built with.
 */
interface ReactModules {
  React: { version: string };
  ReactJsxRuntime: object;
  ReactDOM: { version: string };
  ReactDOMClient: object;
}

export function portalReactShares(
  { React, ReactJsxRuntime, ReactDOM, ReactDOMClient }: ReactModules,
  dependencies: { react: string; "react-dom": string },
) {
  const react = { singleton: true, requiredVersion: dependencies.react };
  const reactDom = {
    singleton: true,
    requiredVersion: dependencies["react-dom"],
  };
  return {
    react: { version: React.version, lib: () => React, shareConfig: react },
    "react/jsx-runtime": {
      version: React.version,
      lib: () => ReactJsxRuntime,
      shareConfig: react,
    },
    "react-dom": {
      version: ReactDOM.version,
      lib: () => ReactDOM,
      shareConfig: reactDom,
    },
    "react-dom/client": {
      version: ReactDOM.version,
      lib: () => ReactDOMClient,
      shareConfig: reactDom,
    },
  };
}
