import js from "@eslint/js";
import tseslint from "typescript-eslint";
import importPlugin from "eslint-plugin-import";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import testingLibrary from "eslint-plugin-testing-library";
import globals from "globals";
import { readdirSync } from "node:fs";
import path from "node:path";

/** One-way imports (DESIGN.md §2): ui ← framework ← features ← app ← expose; api and i18n used by all. */
const layers = [
  {
    target: "./src/ui",
    from: ["./src/framework", "./src/features", "./src/app", "./src/expose"],
  },
  {
    target: "./src/framework",
    from: ["./src/features", "./src/app", "./src/expose"],
  },
  { target: "./src/features", from: ["./src/app", "./src/expose"] },
  { target: "./src/app", from: ["./src/expose"] },
  {
    target: ["./src/api", "./src/i18n"],
    from: [
      "./src/ui",
      "./src/framework",
      "./src/features",
      "./src/app",
      "./src/expose",
    ],
  },
  {
    target: "./src",
    from: "./host-dev",
    message: "src/ ships to the portal; host-dev/ never does.",
  },
];

/**
 * The framework's floors, lowest first (docs/architecture.md): a folder imports only folders of
 * lower floors, so every arrow points down and none comes back up. `chrome` (shared chrome state
 * and the layout hook) is the leaf everyone may use; `layout` composes the frame at the top.
 */
const FRAMEWORK_FLOORS = [
  ["chrome", "host", "toasts", "errors"],
  ["lazy"],
  ["session", "help", "history"],
  ["routing", "user-menu"],
  ["content", "navigation", "messages"],
  ["page", "header"],
  ["footer", "filters", "error-pages"],
  ["page-filter"],
  ["layout"],
];
const unplaced = readdirSync(new URL("./src/framework", import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .filter((name) => !FRAMEWORK_FLOORS.flat().includes(name));
if (unplaced.length > 0)
  throw new Error(
    `eslint.config.mjs: place src/framework/${unplaced.join(", ")} on a floor of FRAMEWORK_FLOORS`,
  );
const floors = FRAMEWORK_FLOORS.flatMap((floor, level) =>
  floor.map((folder) => ({
    target: `./src/framework/${folder}`,
    from: FRAMEWORK_FLOORS.slice(level)
      .flat()
      .filter((other) => other !== folder)
      .map((other) => `./src/framework/${other}`),
    message: `src/framework/${folder} may import only framework folders of lower floors (eslint.config.mjs, FRAMEWORK_FLOORS).`,
  })),
);

const SRC = path.resolve(import.meta.dirname, "src");

/**
 * Each folder of src/ui and src/framework has a public face, its index.ts: the only thing other
 * folders import. What is not exported there may change without anyone outside noticing.
 */
const publicFaces = {
  rules: {
    "through-index": {
      meta: {
        type: "problem",
        messages: {
          face: "Import src/{{folder}} through its index.ts, not '{{source}}'.",
        },
      },
      create(context) {
        function check(node) {
          const source = node.source?.value;
          if (typeof source !== "string" || !source.startsWith(".")) return;
          const from = context.filename;
          const parts = path
            .relative(SRC, path.resolve(path.dirname(from), source))
            .split(path.sep);
          if (!["ui", "framework"].includes(parts[0]) || parts.length < 3)
            return;
          const folder = path.join(SRC, parts[0], parts[1]);
          if (from.startsWith(folder + path.sep)) return;
          context.report({
            node: node.source,
            messageId: "face",
            data: { folder: `${parts[0]}/${parts[1]}`, source },
          });
        }
        return {
          ImportDeclaration: check,
          ImportExpression: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
        };
      },
    },
  },
};

export default tseslint.config(
  {
    ignores: [
      "dist/**",
      "host-dev/dist/**",
      "host-dev/.data/**",
      "node_modules/**",
      "bench/**/*.json",
      "tests/interop/hosts/*/@mf-types/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,mjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { import: importPlugin },
    settings: {
      "import/resolver": { typescript: true, node: true },
      // import/no-cycle reads the imported files: with the TypeScript parser, not espree.
      "import/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
    },
    rules: {
      "import/no-restricted-paths": [
        "error",
        { zones: [...layers, ...floors] },
      ],
      "import/no-default-export": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
  {
    // Config files and the CSS Modules stand-in need the default export their consumers expect.
    files: [
      "*.config.ts",
      "*.config.mjs",
      "host-dev/**/*.config.ts",
      "tests/interop/hosts/*/*.config.mjs",
      "tests/utils/style-mock.ts",
      "tests/utils/file-mock.ts",
      // Playwright Test loads its global set-up and reporters by their default export.
      "tests/e2e/global-setup.ts",
      "tests/e2e/summary-reporter.ts",
      "**/*.d.ts",
    ],
    rules: { "import/no-default-export": "off" },
  },
  {
    files: ["src/**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ["src/**/*.{ts,tsx}", "host-dev/**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { faces: publicFaces },
    rules: { "faces/through-index": "error" },
  },
  {
    // The widgets are the lowest layer: a circle among them would make each one's code load with
    // the others' (the first rows' budget) and their order of evaluation matter.
    files: ["src/ui/**/*.{ts,tsx}"],
    rules: { "import/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    // No feature imports another feature.
    files: ["src/features/*/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["../../features/*", "**/features/*/**"],
              message: "Features must not import each other.",
            },
          ],
        },
      ],
    },
  },
  {
    // A prefetch skips a query just refused with a 4xx (docs/adr/0036-prefetch-follows-the-retry-rule.md).
    files: ["src/**"],
    ignores: ["src/api/prefetch.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[property.name='prefetchQuery']",
          message:
            "Prefetch with prefetchUnlessRefused (src/api/prefetch.ts): it does not ask again for a query refused with a 4xx.",
        },
      ],
    },
  },
  {
    files: ["tests/**/*.test.tsx"],
    ...testingLibrary.configs["flat/react"],
  },
);
