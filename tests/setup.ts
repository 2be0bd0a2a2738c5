import "@testing-library/jest-dom";
import { configure } from "@testing-library/react";

// Both jest workers share two cores with each other: a page's first render, with its lazy
// chunks, can take longer than the default second without anything being wrong.
configure({ asyncUtilTimeout: 5000 });

// Build-time constants of rspack's DefinePlugin.
Object.assign(globalThis, {
  __APP_VERSION__: "0.0.0-test",
  __LOGIN_REDIRECT__: true,
});
