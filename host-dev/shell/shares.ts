/** The share keys host-dev's shell provides to its remotes (its rspack config shares them). */
export const SHELL_SHARES = [
  "react",
  "react/",
  "react-dom",
  "react-dom/",
] as const;
