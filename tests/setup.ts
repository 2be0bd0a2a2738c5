import "@testing-library/jest-dom";

// Build-time constants of rspack's DefinePlugin.
Object.assign(globalThis, {
  __APP_VERSION__: "0.0.0-test",
  __LOGIN_REDIRECT__: true,
});
