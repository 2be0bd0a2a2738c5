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

// Each test is a browser of its own: nothing a previous test kept (a filter journal, the full
// page width) is found by the next.
beforeEach(() => {
  // Suites of the simulated API run in node, without a browser's storage.
  if (typeof window === "undefined") return;
  localStorage.clear();
  sessionStorage.clear();
});
