/**
 * Two projects: `fast` (units, components, the client, the frame) for the inner loop
 * (`npm run test:fast`), and `pages`, the suites that drive whole pages and the simulated API's
 * stores through many requests. `npm test` runs both.
 */
import { availableParallelism } from "node:os";

const shared = {
  testEnvironment: "jest-fixed-jsdom",
  roots: ["<rootDir>/tests"],
  testMatch: ["**/*.test.ts", "**/*.test.tsx"],
  setupFilesAfterEnv: ["<rootDir>/tests/setup.ts"],
  transform: {
    "^.+\\.(t|j)sx?$|\\.mjs$": [
      "@swc/jest",
      {
        jsc: {
          parser: { syntax: "typescript", tsx: true },
          transform: { react: { runtime: "automatic" } },
          target: "es2022",
        },
      },
    ],
  },
  // Packages published only as ES modules are compiled like the app's own code.
  transformIgnorePatterns: [
    "/node_modules/(?!(supercluster|kdbush|maplibre-gl)/)",
  ],
  moduleNameMapper: {
    "\\.css$": "<rootDir>/tests/utils/style-mock.ts",
    "maplibre-gl-worker\\.mjs$": "<rootDir>/tests/utils/file-mock.ts",
    // Published for import only; jest requires it.
    "^maplibre-gl$": "<rootDir>/node_modules/maplibre-gl/dist/maplibre-gl.mjs",
  },
  clearMocks: true,
  restoreMocks: true,
};

const PAGE_SUITES = [
  "<rootDir>/tests/features/",
  "<rootDir>/tests/framework/filters/",
  "<rootDir>/tests/framework/page-filter/",
  "<rootDir>/tests/host-dev/",
];

export default {
  // One per core and one more: the default leaves a core idle on two, and some page suites wait on
  // real debounce and back-off timers, during which a third worker uses the core (−15 % on two).
  maxWorkers: availableParallelism() + 1,
  // A whole mount on two busy cores with a cold transform cache can pass jest's default 5 s.
  testTimeout: 15_000,
  projects: [
    { ...shared, displayName: "fast", testPathIgnorePatterns: PAGE_SUITES },
    {
      ...shared,
      displayName: "pages",
      testMatch: PAGE_SUITES.map((dir) => `${dir}**/*.test.{ts,tsx}`),
    },
  ],
};
