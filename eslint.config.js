// @ts-check
import js from "@eslint/js";
import stylistic from "@stylistic/eslint-plugin";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { defineConfig } from "eslint/config";
import { noOwnerContent } from "./scripts/lint/no-owner-content.mjs";

// Imports flow one way: shared code (lib, components, content, i18n) → features → routes. Tests and
// scripts may reach anywhere in the app, but only the e2e suite reads its own helpers and content.
const boundaries = [
  {
    target: "./app/features",
    from: "./app/routes",
    message: "Features never import routes: a route module imports features, not the other way round.",
  },
  ...["./app/lib", "./app/components", "./app/content"].map((target) => ({
    target,
    from: ["./app/features", "./app/routes"],
    message: "Shared code (lib, components, content) never imports from features or routes.",
  })),
  {
    target: ["./app", "./scripts", "./demo-art", "./content", "./*.ts", "./*.js"],
    from: "./e2e",
    // The tests' content, which unit tests read as @test-content (an alias only vitest has).
    except: ["./content"],
    message: "Only the e2e suite imports from e2e/.",
  },
];

export default defineConfig(
  {
    ignores: [
      "build/",
      ".react-router/",
      ".cache/",
      "node_modules/",
      "public/",
      "bench-results/",
      "test-results/",
      "playwright-report/",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs,mts}"],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: "module",
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { "import-x": importX, "@stylistic": stylistic },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: boundaries }],
      "@stylistic/max-len": [
        "error",
        {
          code: 140,
          ignoreUrls: true,
          ignoreRegExpLiterals: true,
        },
      ],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_" },
      ],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ...reactHooks.configs.flat["recommended-latest"],
  },
  {
    files: ["app/**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Tech icons are focusable images (role="img", tabIndex={0}) so that keyboard users can open
      // the tooltip that names them (components/ui/tooltip.tsx).
      "jsx-a11y/no-noninteractive-tabindex": ["error", { roles: ["tabpanel", "img"], tags: [] }],
    },
  },
  {
    // Tests never read the owner's content/: an owner's edits must never turn them red.
    files: ["**/*.test.*", "**/*.spec.*", "e2e/**"],
    plugins: { portfolio: { rules: { "no-owner-content": noOwnerContent } } },
    rules: { "portfolio/no-owner-content": "error" },
  },
);
